// @ts-check
// docusaurus-plugin-typedoc converts and renders but never runs TypeDoc's validation, so
// an undocumented export would slip into the site silently. This plugin validates the
// project before it is rendered and fails the Docusaurus build on any error.
import {Application} from 'typedoc';

/** @param {Application} app */
export function load(app) {
  app.on(Application.EVENT_GENERATE_OUTPUTS_BEGIN, (project) => {
    app.validate(project);
    if (app.logger.hasErrors()) {
      throw new Error(
        'TypeDoc validation failed for packages/inkwell/src/index.ts: see the messages above. ' +
          'Every public export needs a TSDoc comment, and every {@link} must resolve.',
      );
    }
  });
}
