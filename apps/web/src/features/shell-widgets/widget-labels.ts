/** The widgets' texts (ui.widgets), translated on the server and handed to the client component. */
export type WidgetLabels = {
  rewards: string;
  rewardsDismiss: string;
  partnersTitle: string;
  partnersOpen: string;
  partnersCollapse: string;
  partnersExpand: string;
  liveChat: string;
  appPromptTitle: string;
  appPromptText: string;
  appPromptInstall: string;
  appPromptLater: string;
  newTab: string;
  progress: string;
};
