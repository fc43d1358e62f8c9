import { AppError } from '../../core/errors.js';
import type { EntityModule } from './index.js';

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** A printer is reached at its host name or its IP: one of the two must stay. */
const kitchenPrinter: EntityModule = () => ({
  async beforeWrite(_tx, _scope, data) {
    if (!filled(data.ip) && !filled(data.host))
      throw new AppError('VALIDATION', 'validation.ipOrHost', {}, [
        { field: 'ip', key: 'validation.ipOrHost' },
      ]);
    return {};
  },
});

export default kitchenPrinter;
