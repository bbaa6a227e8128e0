// The careers feature's public face: /apply, /choose-path and /apply/assistant.
export const loadApplyPage = () =>
  import('./routes/apply-page').then((m) => ({ Component: m.ApplyPage }));
export const loadChoosePathPage = () =>
  import('./routes/choose-path-page').then((m) => ({ Component: m.ChoosePathPage }));
export const loadAssistantApplicationPage = () =>
  import('./routes/assistant-application-page').then((m) => ({
    Component: m.AssistantApplicationPage,
  }));
