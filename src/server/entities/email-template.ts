import { compileEmailDesign } from '../services/email-html.js';
import type { EntityModule } from './index.js';

/** A template's exported HTML is compiled from its design on the server at every save, never taken from the browser. */
const emailTemplate: EntityModule = () => ({
  async beforeWrite(_tx, _scope, data) {
    return typeof data.design === 'string' ? { html: await compileEmailDesign(data.design) } : {};
  },
});

export default emailTemplate;
