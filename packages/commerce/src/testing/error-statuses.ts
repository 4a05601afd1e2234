// Loads the API's status table before each test file, as the API and the web app's error door do
// when they load (error-statuses.ts, decision 0058): a test that asks a service's refusal for
// its status sees the status the API answers it with.
import '../error-statuses.ts';
