// @ts-check
// docusaurus-plugin-typedoc converts and renders but never runs TypeDoc's validation, so
// an undocumented export would slip into the site silently. This plugin validates the
// project before it is rendered and fails the Docusaurus build on any error.
import {Application} from 'typedoc';

/** @param {Application} app */
export function load(app) {
  app.on(Application.EVENT_GENERATE_OUTPUTS_BEGIN, (project) => {
    // As TypeDoc's own CLI decides: validation reports an undocumented export as a warning,
    // which `treatValidationWarningsAsErrors` makes fatal.
    const warningsBefore = app.logger.warningCount;
    app.validate(project);
    const validationWarnings = app.logger.warningCount !== warningsBefore || app.logger.validationWarningCount !== 0;
    const warningsFatal =
      app.options.getValue('treatValidationWarningsAsErrors') || app.options.getValue('treatWarningsAsErrors');
    if (app.logger.hasErrors() || (validationWarnings && warningsFatal)) {
      throw new Error(
        'TypeDoc validation failed for packages/inkwell/src/index.ts: see the messages above. ' +
          'Every public export needs a TSDoc comment, and every {@link} must resolve.',
      );
    }
  });
}
