import { describe, expect, it } from 'vitest';
import { LookupUnavailableError } from './address-lookup.ts';
import { LoqateLookupProvider, mapLoqateFind, mapLoqateRetrieve } from './lookup-provider-loqate.ts';

// Sample answers in the shape Loqate's Capture Interactive Find v1.10 and Retrieve v1.2 document
// (json3: an Items array; errors as an item with Error, Description, Cause, Resolution). There is
// no network here, so the adapter is tested on these and on the requests it builds.

const FIND_POSTCODE = {
  Items: [
    {
      Id: 'GB|RM|ENG|1AA-SW1A',
      Type: 'Postcode',
      Text: 'SW1A 1AA',
      Highlight: '0-4,5-8',
      Description: 'London - 3 Addresses',
    },
    {
      Id: 'GB|RM|B|52509467',
      Type: 'Address',
      Text: 'Buckingham Palace',
      Highlight: '',
      Description: 'London, SW1A 1AA',
    },
    {
      Id: 'GB|RM|ENG|DOWNING-STREET-LONDON',
      Type: 'Street',
      Text: 'Downing Street',
      Highlight: '',
      Description: 'London - 12 Addresses',
    },
  ],
};

const RETRIEVE_GB = {
  Items: [
    {
      Id: 'GB|RM|B|52509467',
      DomesticId: '52509467',
      Language: 'ENG',
      LanguageAlternatives: 'ENG',
      Department: '',
      Company: 'Royal Household',
      SubBuilding: '',
      BuildingNumber: '',
      BuildingName: 'Buckingham Palace',
      SecondaryStreet: '',
      Street: '',
      Block: '',
      Neighbourhood: '',
      District: '',
      City: 'London',
      Line1: 'Buckingham Palace',
      Line2: '',
      Line3: '',
      Line4: '',
      Line5: '',
      AdminAreaName: 'Westminster',
      AdminAreaCode: '',
      Province: '',
      ProvinceName: '',
      ProvinceCode: '',
      PostalCode: 'SW1A 1AA',
      CountryName: 'United Kingdom',
      CountryIso2: 'GB',
      CountryIso3: 'GBR',
      CountryIsoNumber: 826,
      SortingNumber1: '',
      SortingNumber2: '',
      Barcode: '(SW1A1AA1A1)',
      POBoxNumber: '',
      Label: 'Royal Household\nBuckingham Palace\nLONDON\nSW1A 1AA\nUNITED KINGDOM',
      Type: 'Commercial',
      DataLevel: 'Premise',
    },
  ],
};

const RETRIEVE_CA_BILINGUAL = {
  Items: [
    {
      Id: 'CA|CP|B|11243123',
      Language: 'FRE',
      Line1: '1000 rue Sherbrooke O',
      Line2: 'Bureau 200',
      City: 'Montréal',
      Province: 'QC',
      ProvinceName: 'Québec',
      ProvinceCode: 'QC',
      PostalCode: 'H3A 3G4',
      CountryIso2: 'CA',
    },
    {
      Id: 'CA|CP|B|11243123',
      Language: 'ENG',
      Line1: '1000 Sherbrooke St W',
      Line2: 'Suite 200',
      City: 'Montreal',
      Province: 'QC',
      ProvinceName: 'Quebec',
      ProvinceCode: 'QC',
      PostalCode: 'H3A 3G4',
      CountryIso2: 'CA',
    },
  ],
};

const RETRIEVE_US = {
  Items: [
    {
      Id: 'US|US|A|Z211234567|100',
      Language: 'ENG',
      Line1: '100 Market St',
      Line2: 'Apt 4B',
      Line3: '',
      City: 'San Francisco',
      Province: 'CA',
      ProvinceName: 'California',
      ProvinceCode: 'CA',
      PostalCode: '94105-1234',
      CountryIso2: 'US',
    },
  ],
};

const ERROR_UNKNOWN_KEY = {
  Items: [
    {
      Error: '2',
      Description: 'Unknown key',
      Cause: 'The key you are using to access the service was not found.',
      Resolution: 'Please check that the key is correct. It should be in the form AA11-AA11-AA11-AA11.',
    },
  ],
};

const ERROR_ID_INVALID = {
  Items: [
    { Error: '1001', Description: 'Id Invalid', Cause: 'The Id parameter was not valid.', Resolution: '' },
  ],
};

describe('mapLoqateFind', () => {
  it('maps addresses and makes every other type a container', () => {
    expect(mapLoqateFind(FIND_POSTCODE)).toEqual([
      { id: 'GB|RM|ENG|1AA-SW1A', type: 'Container', text: 'SW1A 1AA', description: 'London - 3 Addresses' },
      { id: 'GB|RM|B|52509467', type: 'Address', text: 'Buckingham Palace', description: 'London, SW1A 1AA' },
      {
        id: 'GB|RM|ENG|DOWNING-STREET-LONDON',
        type: 'Container',
        text: 'Downing Street',
        description: 'London - 12 Addresses',
      },
    ]);
  });

  it('keeps at most ten items and drops items without an id', () => {
    const many = {
      Items: [
        { Type: 'Address', Text: 'no id' },
        ...Array.from({ length: 14 }, (_, i) => ({ Id: `id${i}`, Type: 'Address', Text: `${i} High St` })),
      ],
    };
    const items = mapLoqateFind(many);
    expect(items).toHaveLength(10);
    expect(items[0]).toEqual({ id: 'id0', type: 'Address', text: '0 High St', description: '' });
  });

  it('an account error is "unavailable"; a request error is no result', () => {
    expect(() => mapLoqateFind(ERROR_UNKNOWN_KEY)).toThrow(LookupUnavailableError);
    expect(mapLoqateFind({ Items: [{ Error: '1002', Description: 'Text Invalid' }] })).toEqual([]);
    expect(mapLoqateFind({})).toEqual([]);
  });
});

describe('mapLoqateRetrieve', () => {
  it('maps a GB address: lines, city, postcode, no county where Loqate has none', () => {
    expect(mapLoqateRetrieve(RETRIEVE_GB)).toEqual({
      id: 'GB|RM|B|52509467',
      line1: 'Buckingham Palace',
      line2: null,
      city: 'London',
      region: null,
      postcode: 'SW1A 1AA',
      countryCode: 'GB',
    });
  });

  it('prefers the English answer and keeps the province code for Canada', () => {
    expect(mapLoqateRetrieve(RETRIEVE_CA_BILINGUAL)).toMatchObject({
      line1: '1000 Sherbrooke St W',
      line2: 'Suite 200',
      city: 'Montreal',
      region: 'QC',
      postcode: 'H3A 3G4',
      countryCode: 'CA',
    });
  });

  it('keeps the state code for the US and ZIP+4', () => {
    expect(mapLoqateRetrieve(RETRIEVE_US)).toEqual({
      id: 'US|US|A|Z211234567|100',
      line1: '100 Market St',
      line2: 'Apt 4B',
      city: 'San Francisco',
      region: 'CA',
      postcode: '94105-1234',
      countryCode: 'US',
    });
  });

  it('an invalid id is no address; a country we do not ship to is none either', () => {
    expect(mapLoqateRetrieve(ERROR_ID_INVALID)).toBeUndefined();
    expect(
      mapLoqateRetrieve({ Items: [{ Id: 'JP|x', Line1: '1-1 Chiyoda', City: 'Tokyo', CountryIso2: 'JP' }] }),
    ).toBeUndefined();
    expect(() => mapLoqateRetrieve(ERROR_UNKNOWN_KEY)).toThrow(/Unknown key/);
  });
});

describe('LoqateLookupProvider requests', () => {
  function recording(answer: unknown, status = 200) {
    const urls: URL[] = [];
    const fake = (async (input: URL | RequestInfo) => {
      urls.push(new URL(String(input)));
      return new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    return { urls, fake };
  }

  it('find sends the key, text, container, country, limit, language and the middleware flag', async () => {
    const { urls, fake } = recording(FIND_POSTCODE);
    const provider = new LoqateLookupProvider({ key: 'AA11-AA11-AA11-AA11', fetch: fake });
    const items = await provider.find('SW1A 1AA', 'GB', 'GB|RM|ENG|1AA-SW1A', { language: 'fr' });
    expect(items).toHaveLength(3);
    const url = urls[0]!;
    expect(url.origin + url.pathname).toBe(
      'https://api.addressy.com/Capture/Interactive/Find/v1.10/json3.ws',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      Key: 'AA11-AA11-AA11-AA11',
      Text: 'SW1A 1AA',
      Container: 'GB|RM|ENG|1AA-SW1A',
      Countries: 'GB',
      Limit: '10',
      Language: 'fr',
      IsMiddleware: 'true',
    });
  });

  it('retrieve sends the id to Retrieve v1.2', async () => {
    const { urls, fake } = recording(RETRIEVE_US);
    const provider = new LoqateLookupProvider({ key: 'AA11-AA11-AA11-AA11', fetch: fake });
    expect((await provider.retrieve('US|US|A|Z211234567|100'))?.city).toBe('San Francisco');
    expect(urls[0]!.pathname).toBe('/Capture/Interactive/Retrieve/v1.2/json3.ws');
    expect(urls[0]!.searchParams.get('Id')).toBe('US|US|A|Z211234567|100');
  });

  it('an HTTP failure or an unreachable service is "unavailable"', async () => {
    const { fake } = recording({}, 503);
    await expect(new LoqateLookupProvider({ key: 'k', fetch: fake }).find('x', 'GB')).rejects.toThrow(
      LookupUnavailableError,
    );
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(new LoqateLookupProvider({ key: 'k', fetch: down }).retrieve('x')).rejects.toThrow(
      /unreachable/,
    );
  });
});
