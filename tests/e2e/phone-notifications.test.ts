import { describe, expect, test } from 'vitest';
import { LOGIN_LABELS, signInThroughUi } from '../helpers/browser.js';
import { consoleSuite, textbox } from '../helpers/suite.js';

/*
 * On a phone, the notification a refused form shows never covers the form's action bar: right after
 * a Save with a required field empty, the point at the middle of the Save button is the button, in
 * English and in Spanish.
 */

const { freshPage } = consoleSuite();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

describe('on a 390 px phone, the "form is not valid" notification', () => {
  for (const [locale, labels, email, save, invalid] of [
    ['en-US', LOGIN_LABELS, 'E-mail', 'Save', 'The form is not valid'],
    ['es-ES', SPANISH, 'Correo electrónico', 'Guardar', 'El formulario no es válido'],
  ] as const) {
    test(`leaves the Save button uncovered (${locale})`, async () => {
      const page = await freshPage({ locale, ...PHONE });
      await signInThroughUi(page, { path: '/office/pages/customers/create', labels });
      // An e-mail without the required name: Save is offered, and the form refused.
      await textbox(page, email).fill('no.name@phone.test');
      const button = page.getByRole('button', { name: save, exact: true });
      await button.click();
      const notice = page.getByText(invalid).first();
      await notice.waitFor();
      const box = (await button.boundingBox())!;
      const noticeBox = (await notice.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const onTop = await button.evaluate((el, { x, y }) => {
        const hit = document.elementFromPoint(x, y);
        return !!hit && (hit === el || el.contains(hit));
      }, centre);
      expect(onTop, `notification at ${JSON.stringify(noticeBox)}, Save at ${JSON.stringify(box)}`).toBe(
        true,
      );
      // Still shown while the button is clear of it.
      expect(await notice.isVisible()).toBe(true);
    });
  }
});
