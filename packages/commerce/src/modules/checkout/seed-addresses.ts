import { validateAddress, type AddressCountry } from '@vitrine/config';
import { foldForSearch, LOOKUP_MAX_RESULTS } from './address-lookup.ts';

// The built-in address-lookup provider's data (§7.8): a few hundred addresses per country a store
// ships to, generated deterministically (same input, same rows, same ids) from real city names,
// real postcode districts and street names in the local style, so find behaves as it would
// against a real provider. Every address passes the address book's rules (packages/config
// addresses.ts); seed-addresses.test.ts checks it. Nobody lives at them: house numbers are drawn.

export interface LookupSeedAddress {
  id: string;
  countryCode: AddressCountry;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postcode: string | null;
  searchText: string;
}

/** Addresses per country: enough for type-ahead to feel real, small enough to seed in a moment. */
export const ADDRESSES_PER_COUNTRY = 210;
/** Addresses drawn on one street of one postcode (or, without postcodes, of one neighbourhood). */
const GROUP_SIZE: readonly [number, number] = [4, 8];
/** Addresses one postcode holds at most, so a postcode container opens into one find's answer. */
export const POSTCODE_CAPACITY = LOOKUP_MAX_RESULTS;

type Rng = () => number;

/** mulberry32: a tiny seeded generator, so the seed is the same on every machine. */
function rngFor(seed: string): Rng {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (rng: Rng, from: number, to: number) => from + Math.floor(rng() * (to - from + 1));
const oneOf = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

type PostcodeGen = (rng: Rng) => string | null;

const pick =
  (...codes: string[]): PostcodeGen =>
  (rng) =>
    oneOf(rng, codes);
/** One of `count` codes from..from+(count-1)*step, zero-padded to `width`. */
const range =
  (from: number, count: number, step = 1, width = String(from).length): PostcodeGen =>
  (rng) =>
    String(from + int(rng, 0, count - 1) * step).padStart(width, '0');
const GB_INWARD = 'ABDEFGHJLNPQRSTUWXYZ';
const gb =
  (...outward: string[]): PostcodeGen =>
  (rng) =>
    `${oneOf(rng, outward)} ${int(rng, 0, 9)}${oneOf(rng, [...GB_INWARD])}${oneOf(rng, [...GB_INWARD])}`;
const CA_LETTERS = [...'ABCEGHJKLMNPRSTVWXYZ'];
const ca =
  (...fsa: string[]): PostcodeGen =>
  (rng) =>
    `${oneOf(rng, fsa)} ${int(rng, 0, 9)}${oneOf(rng, CA_LETTERS)}${int(rng, 0, 9)}`;
const EIRCODE = [...'0123456789ACDEFHKNPRTVWXY'];
const eircode =
  (...keys: string[]): PostcodeGen =>
  (rng) =>
    `${oneOf(rng, keys)} ${Array.from({ length: 4 }, () => oneOf(rng, EIRCODE)).join('')}`;
const NL_LETTERS = [...'ABCDEGHJKLMNPRTVWXZ'];
const nl =
  (from: number, count: number): PostcodeGen =>
  (rng) =>
    `${from + int(rng, 0, count - 1)} ${oneOf(rng, NL_LETTERS)}${oneOf(rng, NL_LETTERS)}`;
const mt =
  (...prefixes: string[]): PostcodeGen =>
  (rng) =>
    `${oneOf(rng, prefixes)} ${int(rng, 1010, 1190)}`;
const none: PostcodeGen = () => null;

/** How a street address is written in the country. */
type LineFormat = 'number street' | 'street number' | 'street, number' | 'number, street';

interface Place {
  city: string;
  region?: string;
  /** Neighbourhood, district or zone on line 2 (the Gulf, where it matters more than a postcode). */
  area?: string;
  postcodes: PostcodeGen;
  /** Streets of this place where the country's list would be wrong (French streets in Montréal). */
  streets?: readonly string[];
}

interface CountryData {
  country: AddressCountry;
  format: LineFormat;
  streets: readonly string[];
  places: readonly Place[];
  /** What a flat is called on line 2, where addresses have one. */
  unit?: string;
  numbers?: 'small' | 'us' | 'building';
  /** Gulf addresses name the villa or building before the street: 'Villa 12, Al Wasl Road'. */
  prefix?: string;
}

const COUNTRIES: readonly CountryData[] = [
  {
    country: 'GB',
    format: 'number street',
    unit: 'Flat',
    streets: [
      'High Street',
      'Station Road',
      'Church Lane',
      'Victoria Road',
      'Park Avenue',
      'King Street',
      'Mill Lane',
      'The Crescent',
      'Albert Street',
      'Castle Street',
      'Market Place',
      'George Street',
      'Manor Road',
      'Green Lane',
    ],
    places: [
      {
        city: 'London',
        postcodes: gb('SW1A', 'SW3', 'SW7', 'W1D', 'W8', 'WC2N', 'EC1A', 'EC2V', 'N1', 'NW3', 'SE1', 'E1'),
      },
      { city: 'Manchester', postcodes: gb('M1', 'M2', 'M4', 'M20') },
      { city: 'Birmingham', postcodes: gb('B1', 'B3', 'B15') },
      { city: 'Leeds', postcodes: gb('LS1', 'LS6') },
      { city: 'Bristol', postcodes: gb('BS1', 'BS8') },
      { city: 'Edinburgh', postcodes: gb('EH1', 'EH3', 'EH10') },
      { city: 'Glasgow', postcodes: gb('G1', 'G12') },
      { city: 'Cardiff', postcodes: gb('CF10', 'CF11') },
      { city: 'Belfast', postcodes: gb('BT1', 'BT9') },
      { city: 'Inverness', postcodes: gb('IV2', 'IV3') },
      { city: 'Stornoway', postcodes: gb('HS1') },
      { city: 'Kirkwall', postcodes: gb('KW15') },
      { city: 'Lerwick', postcodes: gb('ZE1') },
      { city: 'Oxford', postcodes: gb('OX1', 'OX2') },
      { city: 'Cambridge', postcodes: gb('CB1', 'CB2') },
      { city: 'Brighton', postcodes: gb('BN1', 'BN2') },
      { city: 'York', postcodes: gb('YO1') },
      { city: 'Newcastle upon Tyne', postcodes: gb('NE1') },
      { city: 'Liverpool', postcodes: gb('L1', 'L8') },
    ],
  },
  {
    country: 'IE',
    format: 'number street',
    unit: 'Apartment',
    streets: [
      'Main Street',
      'O’Connell Street',
      'Grafton Street',
      'Patrick Street',
      'Church Road',
      'Strand Road',
      'Castle Street',
      'Shop Street',
      'Bridge Street',
      'Harcourt Street',
      'Dame Street',
      'Oliver Plunkett Street',
    ],
    places: [
      { city: 'Dublin', postcodes: eircode('D02', 'D04', 'D06', 'D08', 'D6W') },
      { city: 'Cork', postcodes: eircode('T12', 'T23') },
      { city: 'Galway', postcodes: eircode('H91') },
      { city: 'Limerick', postcodes: eircode('V94') },
      { city: 'Waterford', postcodes: eircode('X91') },
      { city: 'Kilkenny', postcodes: eircode('R95') },
    ],
  },
  {
    country: 'FR',
    format: 'number street',
    unit: 'Appartement',
    streets: [
      'rue de la République',
      'avenue Victor Hugo',
      'rue Nationale',
      'boulevard Gambetta',
      'rue du Général Leclerc',
      'rue Jean Jaurès',
      'rue Émile Zola',
      'rue de l’Église',
      'allée des Marronniers',
      'quai Saint-Michel',
      'rue Pasteur',
      'avenue Foch',
      'place de la Mairie',
      'rue des Écoles',
    ],
    places: [
      { city: 'Paris', postcodes: range(75001, 20) },
      { city: 'Lyon', postcodes: range(69001, 9) },
      { city: 'Marseille', postcodes: range(13001, 16) },
      { city: 'Bordeaux', postcodes: pick('33000', '33100', '33200', '33300', '33800') },
      { city: 'Toulouse', postcodes: range(31000, 6, 100) },
      { city: 'Nice', postcodes: range(6000, 4, 100, 5) },
      { city: 'Lille', postcodes: pick('59000', '59800') },
      { city: 'Nantes', postcodes: range(44000, 4, 100) },
      { city: 'Strasbourg', postcodes: range(67000, 3, 100) },
    ],
  },
  {
    country: 'AT',
    format: 'street number',
    streets: [
      'Mariahilfer Straße',
      'Landstraßer Hauptstraße',
      'Favoritenstraße',
      'Herrengasse',
      'Kärntner Straße',
      'Schulgasse',
      'Bahnhofstraße',
      'Lindengasse',
      'Wiener Straße',
      'Kirchengasse',
    ],
    places: [
      { city: 'Wien', postcodes: range(1010, 23, 10) },
      { city: 'Graz', postcodes: range(8010, 6, 10) },
      { city: 'Linz', postcodes: range(4020, 5, 10) },
      { city: 'Salzburg', postcodes: range(5020, 4, 10) },
      { city: 'Innsbruck', postcodes: range(6020, 3, 10) },
    ],
  },
  {
    country: 'BE',
    format: 'street number',
    streets: [
      'Rue Neuve',
      'Avenue Louise',
      'Chaussée de Waterloo',
      'Rue de la Loi',
      'Rue Royale',
      'Boulevard d’Avroy',
    ],
    places: [
      { city: 'Bruxelles', postcodes: range(1000, 21, 10) },
      { city: 'Liège', postcodes: range(4000, 4, 10) },
      {
        city: 'Antwerpen',
        postcodes: range(2000, 7, 10),
        streets: ['Meir', 'Kammenstraat', 'Nationalestraat', 'Stationsstraat', 'Kerkstraat'],
      },
      {
        city: 'Gent',
        postcodes: range(9000, 6, 10),
        streets: ['Veldstraat', 'Kouter', 'Korenmarkt', 'Stationsstraat'],
      },
      {
        city: 'Brugge',
        postcodes: pick('8000', '8200', '8310'),
        streets: ['Steenstraat', 'Noordzandstraat', 'Kerkstraat'],
      },
      {
        city: 'Leuven',
        postcodes: pick('3000', '3001', '3010'),
        streets: ['Bondgenotenlaan', 'Diestsestraat', 'Naamsestraat'],
      },
    ],
  },
  {
    country: 'BG',
    format: 'street number',
    streets: [
      'bul. Vitosha',
      'ul. Graf Ignatiev',
      'bul. Tsar Osvoboditel',
      'ul. Rakovski',
      'bul. Knyaginya Maria Luiza',
      'ul. Shishman',
      'ul. Knyaz Boris I',
      'bul. Vasil Levski',
    ],
    places: [
      { city: 'Sofia', postcodes: range(1000, 40, 10) },
      { city: 'Plovdiv', postcodes: range(4000, 5) },
      { city: 'Varna', postcodes: range(9000, 5) },
      { city: 'Burgas', postcodes: range(8000, 3) },
    ],
  },
  {
    country: 'HR',
    format: 'street number',
    streets: [
      'Ilica',
      'Vlaška ulica',
      'Savska cesta',
      'Ulica kralja Zvonimira',
      'Marmontova ulica',
      'Korzo',
      'Frankopanska ulica',
      'Teslina ulica',
    ],
    places: [
      { city: 'Zagreb', postcodes: range(10000, 20, 10) },
      { city: 'Split', postcodes: pick('21000', '21210', '21215') },
      { city: 'Rijeka', postcodes: pick('51000', '51215', '51216') },
      { city: 'Osijek', postcodes: pick('31000', '31431') },
      { city: 'Zadar', postcodes: pick('23000', '23206') },
    ],
  },
  {
    country: 'CY',
    format: 'street number',
    streets: [
      'Makariou III Avenue',
      'Ledra Street',
      'Stasikratous Street',
      'Anexartisias Street',
      'Archbishop Kyprianou Street',
      'Athinon Avenue',
      'Griva Digeni Avenue',
      'Ermou Street',
    ],
    places: [
      {
        city: 'Nicosia',
        postcodes: pick(
          '1010',
          '1011',
          '1016',
          '1060',
          '1065',
          '1066',
          '1070',
          '1075',
          '1080',
          '1082',
          '1087',
          '1095',
        ),
      },
      { city: 'Limassol', postcodes: pick('3010', '3025', '3035', '3036', '3041') },
      { city: 'Larnaca', postcodes: pick('6015', '6020', '6023') },
      { city: 'Paphos', postcodes: pick('8010', '8046', '8047') },
    ],
  },
  {
    country: 'CZ',
    format: 'street number',
    streets: [
      'Václavské náměstí',
      'Národní',
      'Vinohradská',
      'Masarykova',
      'Palackého',
      'Husova',
      'Nádražní',
      'Komenského',
      'Jungmannova',
      'Dlouhá',
    ],
    places: [
      {
        city: 'Praha',
        postcodes: pick(
          '11000',
          '11800',
          '12000',
          '12800',
          '13000',
          '14000',
          '14700',
          '15000',
          '15500',
          '16000',
          '16200',
          '17000',
          '18000',
          '18600',
          '19000',
        ),
      },
      { city: 'Brno', postcodes: pick('60200', '61200', '61500', '61600') },
      { city: 'Ostrava', postcodes: pick('70200', '70800') },
      { city: 'Plzeň', postcodes: pick('30100', '32600') },
    ],
  },
  {
    country: 'DK',
    format: 'street number',
    streets: [
      'Vesterbrogade',
      'Nørrebrogade',
      'Østerbrogade',
      'Amagerbrogade',
      'Gothersgade',
      'Bredgade',
      'Store Kongensgade',
      'Algade',
      'Søndergade',
      'Vestergade',
    ],
    places: [
      {
        city: 'København',
        postcodes: pick(
          '1050',
          '1051',
          '1052',
          '1053',
          '1055',
          '1056',
          '1057',
          '1058',
          '1059',
          '1060',
          '1100',
          '1150',
          '1200',
          '1250',
          '1300',
          '1620',
          '2100',
          '2200',
          '2300',
        ),
      },
      { city: 'Aarhus', postcodes: pick('8000', '8200', '8210') },
      { city: 'Odense', postcodes: pick('5000', '5200') },
      { city: 'Aalborg', postcodes: pick('9000', '9200') },
    ],
  },
  {
    country: 'EE',
    format: 'street number',
    streets: [
      'Narva mnt',
      'Pärnu mnt',
      'Tartu mnt',
      'Viru tn',
      'Rüütli tn',
      'Pikk tn',
      'Suur-Karja tn',
      'Tulika tn',
      'Ülikooli tn',
    ],
    places: [
      { city: 'Tallinn', postcodes: range(10111, 20, 7) },
      { city: 'Tartu', postcodes: pick('50090', '51003', '51004') },
      { city: 'Pärnu', postcodes: pick('80010', '80011') },
    ],
  },
  {
    country: 'FI',
    format: 'street number',
    streets: [
      'Mannerheimintie',
      'Aleksanterinkatu',
      'Hämeenkatu',
      'Yliopistonkatu',
      'Bulevardi',
      'Fredrikinkatu',
      'Runeberginkatu',
      'Kauppakatu',
      'Puistokatu',
      'Eteläesplanadi',
    ],
    places: [
      { city: 'Helsinki', postcodes: range(100, 20, 10, 5) },
      { city: 'Espoo', postcodes: pick('02100', '02150') },
      { city: 'Tampere', postcodes: pick('33100', '33200') },
      { city: 'Turku', postcodes: pick('20100', '20500') },
      { city: 'Oulu', postcodes: pick('90100') },
    ],
  },
  {
    country: 'DE',
    format: 'street number',
    streets: [
      'Hauptstraße',
      'Bahnhofstraße',
      'Schillerstraße',
      'Goethestraße',
      'Lindenstraße',
      'Friedrichstraße',
      'Kastanienallee',
      'Gartenstraße',
      'Schulstraße',
      'Bergstraße',
      'Kaiserstraße',
      'Mühlenweg',
    ],
    places: [
      {
        city: 'Berlin',
        postcodes: pick(
          '10115',
          '10117',
          '10119',
          '10178',
          '10179',
          '10243',
          '10245',
          '10405',
          '10435',
          '10551',
          '10585',
          '10623',
          '10707',
          '10785',
          '10827',
          '10961',
          '10999',
          '12043',
        ),
      },
      { city: 'München', postcodes: pick('80331', '80333', '80469', '80539', '80801', '81667') },
      { city: 'Hamburg', postcodes: pick('20095', '20099', '20144', '20249', '22765') },
      { city: 'Köln', postcodes: pick('50667', '50672', '50674') },
      { city: 'Frankfurt am Main', postcodes: pick('60311', '60313', '60594') },
    ],
  },
  {
    country: 'GR',
    format: 'street number',
    streets: [
      'Ermou',
      'Stadiou',
      'Panepistimiou',
      'Akadimias',
      'Patision',
      'Mitropoleos',
      'Aiolou',
      'Solonos',
      'Tsimiski',
      'Egnatia',
    ],
    places: [
      {
        city: 'Athina',
        postcodes: pick(
          '10431',
          '10432',
          '10433',
          '10434',
          '10435',
          '10552',
          '10557',
          '10558',
          '10562',
          '10671',
          '10674',
          '10676',
          '10682',
          '11251',
          '11471',
          '11521',
        ),
      },
      { city: 'Thessaloniki', postcodes: pick('54621', '54622', '54624', '54630') },
      { city: 'Patra', postcodes: pick('26221', '26222') },
      { city: 'Irakleio', postcodes: pick('71202') },
    ],
  },
  {
    country: 'HU',
    format: 'street number',
    streets: [
      'Andrássy út',
      'Váci utca',
      'Király utca',
      'Rákóczi út',
      'Bartók Béla út',
      'Kossuth Lajos utca',
      'Petőfi Sándor utca',
      'Dózsa György út',
      'Széchenyi utca',
      'Fő utca',
    ],
    places: [
      {
        city: 'Budapest',
        postcodes: pick(
          '1011',
          '1013',
          '1024',
          '1027',
          '1036',
          '1051',
          '1052',
          '1053',
          '1054',
          '1055',
          '1061',
          '1062',
          '1065',
          '1066',
          '1072',
          '1073',
          '1074',
          '1075',
          '1077',
          '1081',
          '1085',
          '1088',
          '1091',
          '1092',
          '1111',
          '1117',
          '1137',
        ),
      },
      { city: 'Debrecen', postcodes: pick('4024', '4025') },
      { city: 'Szeged', postcodes: pick('6720') },
      { city: 'Pécs', postcodes: pick('7621') },
      { city: 'Győr', postcodes: pick('9021') },
    ],
  },
  {
    country: 'IT',
    format: 'street, number',
    streets: [
      'Via del Corso',
      'Via Roma',
      'Via Garibaldi',
      'Corso Vittorio Emanuele II',
      'Via Dante',
      'Via Mazzini',
      'Via Cavour',
      'Piazza della Repubblica',
      'Via Nazionale',
      'Via Toledo',
    ],
    places: [
      {
        city: 'Roma',
        postcodes: pick(
          '00153',
          '00154',
          '00161',
          '00165',
          '00184',
          '00185',
          '00186',
          '00187',
          '00192',
          '00193',
          '00197',
          '00198',
        ),
      },
      { city: 'Milano', postcodes: pick('20121', '20122', '20123', '20124', '20135', '20144') },
      { city: 'Napoli', postcodes: pick('80132', '80134') },
      { city: 'Torino', postcodes: pick('10121', '10123') },
      { city: 'Firenze', postcodes: pick('50122', '50123') },
      { city: 'Bologna', postcodes: pick('40121', '40124') },
    ],
  },
  {
    country: 'LV',
    format: 'street number',
    streets: [
      'Brīvības iela',
      'Elizabetes iela',
      'Tērbatas iela',
      'Krišjāņa Barona iela',
      'Valdemāra iela',
      'Kaļķu iela',
      'Ģertrūdes iela',
      'Lāčplēša iela',
    ],
    places: [
      { city: 'Rīga', postcodes: range(1001, 20, 3) },
      { city: 'Daugavpils', postcodes: pick('5401') },
      { city: 'Liepāja', postcodes: pick('3401') },
      { city: 'Jelgava', postcodes: pick('3001') },
    ],
  },
  {
    country: 'LT',
    format: 'street number',
    streets: [
      'Gedimino pr.',
      'Pilies g.',
      'Vokiečių g.',
      'Didžioji g.',
      'Laisvės al.',
      'Konstitucijos pr.',
      'Savanorių pr.',
      'Vilniaus g.',
    ],
    places: [
      { city: 'Vilnius', postcodes: range(1100, 20, 5, 5) },
      { city: 'Kaunas', postcodes: range(44100, 6, 37) },
      { city: 'Klaipėda', postcodes: pick('91246', '92123') },
    ],
  },
  {
    country: 'LU',
    format: 'number, street',
    streets: [
      'rue de la Gare',
      'avenue de la Liberté',
      'Grand-Rue',
      'boulevard Royal',
      'rue du Fossé',
      'route d’Arlon',
      'rue de Hollerich',
      'avenue Monterey',
      'rue de l’Alzette',
    ],
    places: [
      { city: 'Luxembourg', postcodes: range(1009, 25, 71) },
      { city: 'Esch-sur-Alzette', postcodes: pick('4002', '4050') },
      { city: 'Differdange', postcodes: pick('4501') },
    ],
  },
  {
    country: 'MT',
    format: 'number, street',
    streets: [
      'Triq ir-Repubblika',
      'Triq il-Merkanti',
      'Triq San Pawl',
      'Triq it-Torri',
      'Triq Manwel Dimech',
      'Triq il-Kbira',
      'Triq Bisazza',
    ],
    places: [
      { city: 'Valletta', postcodes: mt('VLT') },
      { city: 'Sliema', postcodes: mt('SLM') },
      { city: 'St Julian’s', postcodes: mt('STJ') },
      { city: 'Birkirkara', postcodes: mt('BKR') },
      { city: 'Msida', postcodes: mt('MSD') },
    ],
  },
  {
    country: 'NL',
    format: 'street number',
    streets: [
      'Kalverstraat',
      'Prinsengracht',
      'Keizersgracht',
      'Herengracht',
      'Damrak',
      'Coolsingel',
      'Oudegracht',
      'Kerkstraat',
      'Dorpsstraat',
      'Stationsweg',
      'Lange Voorhout',
    ],
    places: [
      { city: 'Amsterdam', postcodes: nl(1011, 9) },
      { city: 'Rotterdam', postcodes: nl(3011, 5) },
      { city: 'Den Haag', postcodes: nl(2511, 8) },
      { city: 'Utrecht', postcodes: nl(3511, 4) },
      { city: 'Eindhoven', postcodes: nl(5611, 6) },
    ],
  },
  {
    country: 'PL',
    format: 'street number',
    streets: [
      'ul. Marszałkowska',
      'ul. Nowy Świat',
      'Aleje Jerozolimskie',
      'ul. Floriańska',
      'ul. Piotrkowska',
      'ul. Długa',
      'ul. Świętojańska',
      'ul. Mickiewicza',
      'ul. Kościuszki',
    ],
    places: [
      {
        city: 'Warszawa',
        postcodes: pick(
          '00-001',
          '00-013',
          '00-024',
          '00-029',
          '00-067',
          '00-110',
          '00-116',
          '00-124',
          '00-133',
          '00-246',
          '00-681',
          '00-950',
          '01-001',
          '02-001',
          '02-495',
          '03-734',
        ),
      },
      { city: 'Kraków', postcodes: pick('30-001', '31-011', '31-042') },
      { city: 'Wrocław', postcodes: pick('50-001', '50-077') },
      { city: 'Poznań', postcodes: pick('60-101', '61-701') },
      { city: 'Gdańsk', postcodes: pick('80-001', '80-830') },
    ],
  },
  {
    country: 'PT',
    format: 'street, number',
    streets: [
      'Rua Augusta',
      'Avenida da Liberdade',
      'Rua Garrett',
      'Rua de Santa Catarina',
      'Avenida dos Aliados',
      'Rua do Ouro',
      'Rua de São Bento',
      'Rua Ferreira Borges',
    ],
    places: [
      {
        city: 'Lisboa',
        postcodes: pick(
          '1000-001',
          '1000-036',
          '1050-094',
          '1069-024',
          '1070-313',
          '1100-053',
          '1100-065',
          '1100-148',
          '1150-045',
          '1150-169',
          '1200-109',
          '1200-195',
          '1250-096',
          '1250-142',
        ),
      },
      {
        city: 'Porto',
        postcodes: pick('4000-069', '4000-322', '4050-251', '4050-267', '4100-137', '4150-002'),
      },
      { city: 'Braga', postcodes: pick('4700-307') },
      { city: 'Coimbra', postcodes: pick('3000-214') },
      { city: 'Faro', postcodes: pick('8000-138') },
    ],
  },
  {
    country: 'RO',
    format: 'street number',
    streets: [
      'Calea Victoriei',
      'Bulevardul Unirii',
      'Strada Lipscani',
      'Bulevardul Magheru',
      'Strada Republicii',
      'Bulevardul Eroilor',
      'Strada Memorandumului',
      'Strada Ștefan cel Mare',
    ],
    places: [
      {
        city: 'București',
        postcodes: pick(
          '010011',
          '010012',
          '010013',
          '010041',
          '010051',
          '010061',
          '010091',
          '010092',
          '010101',
          '010164',
          '020011',
          '020021',
          '030016',
          '030167',
          '040011',
          '040054',
          '050025',
          '060013',
        ),
      },
      { city: 'Cluj-Napoca', postcodes: pick('400001', '400027') },
      { city: 'Timișoara', postcodes: pick('300001') },
      { city: 'Iași', postcodes: pick('700028') },
      { city: 'Brașov', postcodes: pick('500015') },
    ],
  },
  {
    country: 'SK',
    format: 'street number',
    streets: [
      'Obchodná',
      'Michalská',
      'Hlavná',
      'Štúrova',
      'Námestie SNP',
      'Panská',
      'Hviezdoslavovo námestie',
      'Mostová',
    ],
    places: [
      {
        city: 'Bratislava',
        postcodes: pick(
          '81101',
          '81102',
          '81103',
          '81104',
          '81105',
          '81106',
          '81107',
          '81108',
          '81109',
          '82101',
          '82104',
          '82105',
          '82108',
          '83101',
          '83102',
          '83103',
          '84101',
          '85101',
          '85104',
        ),
      },
      { city: 'Košice', postcodes: pick('04001', '04011') },
      { city: 'Žilina', postcodes: pick('01001') },
      { city: 'Nitra', postcodes: pick('94901') },
    ],
  },
  {
    country: 'SI',
    format: 'street number',
    streets: [
      'Slovenska cesta',
      'Čopova ulica',
      'Trubarjeva cesta',
      'Prešernov trg',
      'Gosposka ulica',
      'Tržaška cesta',
      'Dunajska cesta',
      'Gregorčičeva ulica',
    ],
    places: [
      { city: 'Ljubljana', postcodes: pick('1000', '1210', '1231', '1260') },
      { city: 'Maribor', postcodes: pick('2000') },
      { city: 'Celje', postcodes: pick('3000') },
      { city: 'Koper', postcodes: pick('6000') },
      { city: 'Kranj', postcodes: pick('4000') },
      { city: 'Novo mesto', postcodes: pick('8000') },
      { city: 'Velenje', postcodes: pick('3320') },
      { city: 'Ptuj', postcodes: pick('2250') },
      { city: 'Nova Gorica', postcodes: pick('5000') },
      { city: 'Murska Sobota', postcodes: pick('9000') },
      { city: 'Kamnik', postcodes: pick('1241') },
      { city: 'Domžale', postcodes: pick('1230') },
      { city: 'Škofja Loka', postcodes: pick('4220') },
      { city: 'Jesenice', postcodes: pick('4270') },
      { city: 'Bled', postcodes: pick('4260') },
      { city: 'Izola', postcodes: pick('6310') },
      { city: 'Piran', postcodes: pick('6330') },
      { city: 'Postojna', postcodes: pick('6230') },
      { city: 'Trbovlje', postcodes: pick('1420') },
      { city: 'Kočevje', postcodes: pick('1330') },
      { city: 'Brežice', postcodes: pick('8250') },
    ],
  },
  {
    country: 'ES',
    format: 'street, number',
    streets: [
      'Calle Mayor',
      'Gran Vía',
      'Calle de Alcalá',
      'Calle Serrano',
      'Avenida de la Constitución',
      'Calle de Colón',
      'Plaza de España',
      'Calle Real',
      'Paseo de la Castellana',
    ],
    places: [
      {
        city: 'Madrid',
        postcodes: pick('28001', '28004', '28005', '28010', '28012', '28013', '28014', '28015', '28020'),
      },
      { city: 'Barcelona', postcodes: pick('08001', '08002', '08007', '08008', '08010', '08012', '08036') },
      { city: 'Valencia', postcodes: pick('46001', '46002', '46004') },
      { city: 'Sevilla', postcodes: pick('41001', '41004') },
      { city: 'Bilbao', postcodes: pick('48001', '48009') },
      { city: 'Málaga', postcodes: pick('29001', '29005') },
    ],
  },
  {
    country: 'SE',
    format: 'street number',
    streets: [
      'Drottninggatan',
      'Kungsgatan',
      'Sveavägen',
      'Götgatan',
      'Hornsgatan',
      'Storgatan',
      'Vasagatan',
      'Södergatan',
      'Biblioteksgatan',
    ],
    places: [
      {
        city: 'Stockholm',
        postcodes: pick(
          '11120',
          '11122',
          '11127',
          '11129',
          '11130',
          '11134',
          '11136',
          '11143',
          '11152',
          '11157',
          '11321',
          '11350',
          '11420',
          '11435',
          '11624',
          '11646',
          '11730',
          '11820',
        ),
      },
      { city: 'Göteborg', postcodes: pick('41103', '41105', '41301') },
      { city: 'Malmö', postcodes: pick('21120', '21143') },
      { city: 'Uppsala', postcodes: pick('75310') },
    ],
  },
  {
    country: 'US',
    format: 'number street',
    unit: 'Apt',
    numbers: 'us',
    streets: [
      'Main Street',
      'Broadway',
      'Oak Street',
      'Maple Avenue',
      'Washington Street',
      'Park Avenue',
      'Elm Street',
      'Market Street',
      'Lake Street',
      'Pine Street',
      'Cedar Lane',
      'Sunset Boulevard',
    ],
    places: [
      {
        city: 'New York',
        region: 'NY',
        postcodes: pick(
          '10001',
          '10003',
          '10011',
          '10013',
          '10014',
          '10016',
          '10019',
          '10021',
          '10024',
          '10128',
        ),
      },
      { city: 'Brooklyn', region: 'NY', postcodes: pick('11201', '11211', '11215') },
      { city: 'Los Angeles', region: 'CA', postcodes: pick('90012', '90026', '90028', '90036', '90048') },
      {
        city: 'San Francisco',
        region: 'CA',
        postcodes: pick('94102', '94103', '94105', '94107', '94110', '94117'),
      },
      { city: 'Chicago', region: 'IL', postcodes: pick('60601', '60606', '60611', '60614', '60622') },
      { city: 'Austin', region: 'TX', postcodes: pick('78701', '78704') },
      { city: 'Seattle', region: 'WA', postcodes: pick('98101', '98103', '98109') },
      { city: 'Boston', region: 'MA', postcodes: pick('02108', '02116') },
      { city: 'Miami', region: 'FL', postcodes: pick('33130', '33139') },
      { city: 'Denver', region: 'CO', postcodes: pick('80202', '80206') },
    ],
  },
  {
    country: 'CA',
    format: 'number street',
    unit: 'Apt',
    streets: [
      'Queen Street West',
      'King Street East',
      'Yonge Street',
      'Bloor Street West',
      'Wellington Street',
      'Elgin Street',
      'Bank Street',
      'Spring Garden Road',
      'Granville Street',
      'Robson Street',
      'Stephen Avenue',
    ],
    places: [
      { city: 'Toronto', region: 'ON', postcodes: ca('M5V', 'M5H', 'M4W', 'M6J', 'M5A', 'M4Y') },
      {
        city: 'Montréal',
        region: 'QC',
        postcodes: ca('H2X', 'H3B', 'H2W', 'H3A', 'H2T'),
        streets: [
          'rue Sainte-Catherine Ouest',
          'boulevard Saint-Laurent',
          'rue Saint-Denis',
          'avenue du Mont-Royal Est',
          'rue Notre-Dame Ouest',
        ],
      },
      { city: 'Vancouver', region: 'BC', postcodes: ca('V6B', 'V6E', 'V5K', 'V6K') },
      { city: 'Calgary', region: 'AB', postcodes: ca('T2P', 'T2R') },
      { city: 'Ottawa', region: 'ON', postcodes: ca('K1P', 'K1N', 'K2P') },
      { city: 'Halifax', region: 'NS', postcodes: ca('B3H', 'B3J') },
    ],
  },
  {
    country: 'AU',
    format: 'number street',
    unit: 'Unit',
    streets: [
      'George Street',
      'Collins Street',
      'Queen Street',
      'Pitt Street',
      'Chapel Street',
      'Oxford Street',
      'Hay Street',
      'Rundle Street',
      'King William Street',
      'Elizabeth Street',
      'Bourke Street',
      'Smith Street',
    ],
    places: [
      {
        city: 'Sydney',
        region: 'NSW',
        postcodes: pick('2000', '2007', '2008', '2009', '2010', '2011', '2021', '2026', '2060'),
      },
      { city: 'Melbourne', region: 'VIC', postcodes: pick('3000', '3004', '3006', '3121', '3141', '3182') },
      { city: 'Brisbane', region: 'QLD', postcodes: pick('4000', '4005', '4101') },
      { city: 'Perth', region: 'WA', postcodes: pick('6000', '6005') },
      { city: 'Adelaide', region: 'SA', postcodes: pick('5000', '5006') },
      { city: 'Hobart', region: 'TAS', postcodes: pick('7000') },
      { city: 'Canberra', region: 'ACT', postcodes: pick('2600', '2601') },
      { city: 'Darwin', region: 'NT', postcodes: pick('0800') },
    ],
  },
  {
    country: 'NZ',
    format: 'number street',
    unit: 'Unit',
    streets: [
      'Queen Street',
      'Ponsonby Road',
      'Karangahape Road',
      'Lambton Quay',
      'Cuba Street',
      'Colombo Street',
      'Victoria Street',
      'George Street',
      'Jervois Road',
      'Devonport Road',
    ],
    places: [
      {
        city: 'Auckland',
        postcodes: pick(
          '1010',
          '1011',
          '1021',
          '1022',
          '1023',
          '1024',
          '1025',
          '1041',
          '1050',
          '1051',
          '1052',
          '1060',
          '1061',
          '1071',
        ),
      },
      { city: 'Wellington', postcodes: pick('6011', '6012', '6021') },
      { city: 'Christchurch', postcodes: pick('8011', '8013', '8014') },
      { city: 'Hamilton', postcodes: pick('3204', '3210') },
      { city: 'Dunedin', postcodes: pick('9016') },
      { city: 'Tauranga', postcodes: pick('3110') },
    ],
  },
  {
    country: 'IL',
    format: 'number street',
    streets: [
      'Rothschild Boulevard',
      'Dizengoff Street',
      'Allenby Street',
      'Ben Yehuda Street',
      'Jaffa Road',
      'King George Street',
      'Herzl Street',
      'Weizmann Street',
      'Ibn Gabirol Street',
      'HaNassi Boulevard',
    ],
    places: [
      { city: 'Tel Aviv-Yafo', postcodes: range(6423901, 12, 3217) },
      { city: 'Jerusalem', postcodes: range(9414201, 8, 4411) },
      { city: 'Haifa', postcodes: range(3303120, 5, 2119) },
      { city: 'Be’er Sheva', postcodes: range(8410501, 3, 1012) },
      { city: 'Netanya', postcodes: range(4240101, 3, 807) },
      { city: 'Ramat Gan', postcodes: range(5252001, 3, 1103) },
    ],
  },
  {
    country: 'AE',
    format: 'street number',
    prefix: 'Villa',
    streets: [
      'Al Wasl Road',
      'Sheikh Zayed Road',
      'Al Marsa Street',
      'Jumeirah Beach Road',
      'Al Sufouh Road',
      'Corniche Road',
      'Hamdan Street',
      'Al Khaleej Al Arabi Street',
      'Al Muroor Road',
      'King Faisal Street',
    ],
    places: [
      { city: 'Dubai', region: 'DU', area: 'Dubai Marina', postcodes: none },
      { city: 'Dubai', region: 'DU', area: 'Jumeirah 1', postcodes: none },
      { city: 'Dubai', region: 'DU', area: 'Downtown Dubai', postcodes: none },
      { city: 'Dubai', region: 'DU', area: 'Al Barsha 1', postcodes: none },
      { city: 'Dubai', region: 'DU', area: 'Business Bay', postcodes: none },
      { city: 'Abu Dhabi', region: 'AZ', area: 'Al Khalidiyah', postcodes: none },
      { city: 'Abu Dhabi', region: 'AZ', area: 'Al Reem Island', postcodes: none },
      { city: 'Sharjah', region: 'SH', area: 'Al Majaz 2', postcodes: none },
      { city: 'Ajman', region: 'AJ', area: 'Al Nuaimiya', postcodes: none },
      { city: 'Ras Al Khaimah', region: 'RK', area: 'Al Nakheel', postcodes: none },
      { city: 'Fujairah', region: 'FU', area: 'Al Faseel', postcodes: none },
    ],
  },
  {
    country: 'QA',
    format: 'street number',
    prefix: 'Building',
    streets: [
      'Al Corniche Street',
      'Salwa Road',
      'Al Sadd Street',
      'C Ring Road',
      'D Ring Road',
      'Al Rayyan Road',
      'Lusail Expressway',
      'Porto Arabia Drive',
    ],
    places: [
      { city: 'Doha', area: 'Zone 61, West Bay', postcodes: none },
      { city: 'Doha', area: 'Zone 38, Al Sadd', postcodes: none },
      { city: 'Doha', area: 'Zone 66, The Pearl-Qatar', postcodes: none },
      { city: 'Doha', area: 'Zone 3, Msheireb', postcodes: none },
      { city: 'Doha', area: 'Zone 55, Al Waab', postcodes: none },
      { city: 'Al Wakrah', area: 'Zone 90, Al Wakrah', postcodes: none },
      { city: 'Al Rayyan', area: 'Zone 52, Education City', postcodes: none },
      { city: 'Lusail', area: 'Zone 69, Lusail Marina', postcodes: none },
    ],
  },
  {
    country: 'SA',
    format: 'number street',
    numbers: 'building',
    streets: [
      'King Fahd Road',
      'Olaya Street',
      'Tahlia Street',
      'Prince Sultan Road',
      'King Abdulaziz Road',
      'Prince Mohammed bin Abdulaziz Road',
      'Al Madinah Road',
      'King Saud Street',
    ],
    places: [
      { city: 'Riyadh', area: 'Al Olaya', postcodes: range(12211, 4) },
      { city: 'Riyadh', area: 'Al Malqa', postcodes: range(13521, 5) },
      { city: 'Riyadh', area: 'As Sulimaniyah', postcodes: range(12221, 5, 6) },
      { city: 'Jeddah', area: 'Al Rawdah', postcodes: range(23432, 4) },
      { city: 'Jeddah', area: 'Al Hamra', postcodes: range(23212, 3) },
      { city: 'Dammam', area: 'Al Faisaliyah', postcodes: range(32272, 3) },
      { city: 'Al Khobar', area: 'Al Aqrabiyah', postcodes: range(34446, 3) },
      { city: 'Makkah', area: 'Al Aziziyah', postcodes: range(24231, 3) },
      { city: 'Madinah', area: 'Al Khalidiyah', postcodes: range(42311, 3) },
    ],
  },
];

/** Every country with seeded addresses: each store's country and the EU member states. */
export const SEEDED_COUNTRIES: readonly AddressCountry[] = COUNTRIES.map((c) => c.country);

function houseNumbers(rng: Rng, count: number, kind: CountryData['numbers']): number[] {
  const [start, step]: [number, number] =
    kind === 'us'
      ? [int(rng, 1, 30) * 100 + int(rng, 0, 9), 2 * int(rng, 1, 10)]
      : kind === 'building'
        ? [int(rng, 100, 9000), int(rng, 1, 40)]
        : [int(rng, 1, 150), int(rng, 1, 3)];
  return Array.from({ length: count }, (_, i) => start + i * step);
}

function streetLine(format: LineFormat, street: string, number: number): string {
  switch (format) {
    case 'number street':
      return `${number} ${street}`;
    case 'street number':
      return `${street} ${number}`;
    case 'street, number':
      return `${street}, ${number}`;
    case 'number, street':
      return `${number}, ${street}`;
  }
}

function generateCountry(data: CountryData): LookupSeedAddress[] {
  const rng = rngFor(`lookup:${data.country}`);
  const rows: LookupSeedAddress[] = [];
  const usedStreets = new Set<string>();
  const perPostcode = new Map<string, number>();
  for (let attempt = 0; rows.length < ADDRESSES_PER_COUNTRY && attempt < 10_000; attempt++) {
    const place = data.places[attempt % data.places.length]!;
    const raw = place.postcodes(rng);
    const street = oneOf(rng, place.streets ?? data.streets);
    // One run of house numbers per street and postcode; a postcode covers a street or two, as
    // real ones do, up to POSTCODE_CAPACITY addresses.
    const key = `${raw ?? `${place.city}|${place.area ?? ''}`}|${street}`;
    const room = raw === null ? Infinity : POSTCODE_CAPACITY - (perPostcode.get(raw) ?? 0);
    if (usedStreets.has(key) || room < 2) continue;
    usedStreets.add(key);
    const size = Math.min(int(rng, ...GROUP_SIZE), room, ADDRESSES_PER_COUNTRY - rows.length);
    if (raw !== null) perPostcode.set(raw, (perPostcode.get(raw) ?? 0) + size);
    for (const number of houseNumbers(rng, size, data.numbers)) {
      const line1 = data.prefix
        ? `${data.prefix} ${number}, ${street}`
        : streetLine(data.format, street, number);
      const line2 = place.area ?? (data.unit && rng() < 0.15 ? `${data.unit} ${int(rng, 1, 12)}` : null);
      const checked = validateAddress({
        firstName: 'Seed',
        lastName: 'Address',
        phone: '0123456789',
        line1,
        line2,
        city: place.city,
        region: place.region ?? null,
        postcode: raw,
        countryCode: data.country,
      });
      if (!checked.ok)
        throw new Error(
          `seed address ${line1}, ${raw ?? ''} (${data.country}): ${JSON.stringify(checked.errors)}`,
        );
      const { value } = checked;
      rows.push({
        id: `${data.country}-${String(rows.length + 1).padStart(4, '0')}`,
        countryCode: data.country,
        line1: value.line1,
        line2: value.line2,
        city: value.city,
        region: value.region,
        postcode: value.postcode,
        searchText: foldForSearch(
          [value.line1, value.line2, value.city, value.postcode].filter(Boolean).join(' '),
        ),
      });
    }
  }
  return rows;
}

let cached: readonly LookupSeedAddress[] | undefined;

/** Every seeded address, in a stable order. */
export function lookupSeedAddresses(): readonly LookupSeedAddress[] {
  cached ??= Object.freeze(COUNTRIES.flatMap(generateCountry));
  return cached;
}
