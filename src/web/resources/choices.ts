import type { ResourceDef } from '../../core/resource.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A choice's label: `entities.<name>.choices.<value>` when the entity has one, else a shared choice
 * (`choices.<value>`: date and hour formats), else the status word, else the value itself. Forms,
 * list cells and exports all read it here.
 */
export function choiceLabel(translate: Translate, resource: ResourceDef, value: string): string {
  return translate(`entities.${resource.name}.choices.${value}`, {
    _: translate(`choices.${value}`, { _: translate(`status.${value}`, { _: value }) }),
  });
}
