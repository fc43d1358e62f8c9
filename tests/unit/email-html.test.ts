import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/errors.js';
import { compileEmailDesign, fillMergeFields } from '../../src/server/services/email-html.js';

const design = (inner: string) =>
  `<mjml><mj-body><mj-section><mj-column>${inner}</mj-column></mj-section></mj-body></mjml>`;

describe('a template design compiled for e-mail', () => {
  it('gives a whole HTML document with the text and a phone media query, merge fields kept', async () => {
    const html = await compileEmailDesign(
      design('<mj-text>Hello {{first_name}} from {{store_name}}</mj-text>'),
    );
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('Hello {{first_name}} from {{store_name}}');
    expect(html).toMatch(/<style[^>]*>[\s\S]*@media/);
    // Nothing fetched from another site when the e-mail opens: no web font imported or linked.
    expect(html).not.toMatch(/fonts\.googleapis|@import|<link/);
  });

  it('keeps no script, event handler, frame or javascript: address', async () => {
    const html = await compileEmailDesign(
      design(
        '<mj-text><script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">a</a>' +
          '<img src="x" onerror="alert(3)"><iframe src="https://example.com"></iframe></mj-text>' +
          '<mj-button href="https://example.com/menu">Menu</mj-button>',
      ),
    );
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe/i);
    expect(html).toContain('href="https://example.com/menu"');
  });

  it('refuses what is not an MJML document, naming the field', async () => {
    const refused = await compileEmailDesign('<p>plain</p>').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).errors[0]).toMatchObject({
      field: 'design',
      key: 'validation.emailTemplate.design',
    });
    await expect(compileEmailDesign(design('<mj-unknown>x</mj-unknown>'))).rejects.toThrow(AppError);
  });

  it('fills the merge fields escaped', () => {
    expect(
      fillMergeFields('<p>Hi {{first_name}}, {{ store_name }}</p>', {
        first_name: '<b>Ana</b>',
        store_name: 'Tacos & Co',
      }),
    ).toBe('<p>Hi &lt;b&gt;Ana&lt;/b&gt;, Tacos &amp; Co</p>');
  });
});
