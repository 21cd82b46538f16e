import type { messagesEs } from './messages-es';

/** The reminder messages screen's words in English. */
export const messagesEn: typeof messagesEs = {
  title: 'Messages',
  intro:
    'The WhatsApp messages that bring your learners back: turn each kind on, choose when it goes out and write its text in Spanish and English.',
  window:
    "WhatsApp lets the text go as written only within 24 hours of the person's last message; after that, the template Meta approved is sent.",
  loading: 'Loading the messages…',
  error: 'We could not load the messages.',
  kinds: {
    stopped_mid_lesson: {
      name: 'Stopped mid-lesson',
      description: 'To whoever left a lesson unfinished a few days ago: it takes them to the part where they stopped.',
    },
    new_module: {
      name: 'New module',
      description: 'When you publish a module, to the learners whose business type it is for.',
    },
    webinar_reminder: {
      name: 'Webinar reminder',
      description: 'A day and an hour before a webinar, to those who redeemed its code.',
    },
    achievement_earned: {
      name: 'Achievement earned',
      description: 'When someone earns an achievement by finishing a module.',
    },
  },
  codeMessage: {
    name: 'Webinar code',
    description:
      'You send it from Rewards: an achievement’s “Earners”, then “Send codes”. Its words are fixed and carry your brand’s name; on WhatsApp, after 24 hours, it goes as the approved template.',
    variables:
      'In the text, {{1}} is the person’s name, {{2}} the webinar, {{3}} its date, {{4}} the code, {{5}} the link to the prize and {{6}} the link to unsubscribe.',
  },
  summary: {
    on: 'On',
    off: 'Off',
    sends: 'Goes out {{when}}.',
    at: 'at {{hour}}',
    afterDays_one: 'after {{count}} day',
    afterDays_other: 'after {{count}} days',
  },
  fields: {
    enabled: 'Send this message',
    afterDays: 'Days without progress before it goes out',
    afterDaysHint: 'From 1 to 60 days since they last opened the unfinished lesson.',
    sendHour: 'Send time',
    sendHourHint: "In each learner's own time; never in their quiet hours.",
    body: 'Text in {{language}}',
  },
  languages: { es: 'Spanish', en: 'English' },
  template: {
    insert: 'Insert:',
    placeholders: { name: "learner's name", lesson: 'lesson title' },
    insertLabel: 'Insert {{placeholder}} ({{what}})',
    count: '{{count}} of {{max}} characters',
    over: '{{count}} of {{max}} characters: {{over}} too many',
    limit:
      'WhatsApp takes templates of up to {{max}} characters. The link to the lesson and the way to unsubscribe are added at the end.',
  },
  approval: {
    title: 'WhatsApp template in {{language}}',
    codeTitle: 'WhatsApp template of the code in {{language}}',
    status: {
      approved: 'Approved',
      pending: 'In review',
      rejected: 'Rejected',
      not_submitted: 'Not submitted',
    },
    reason: "Meta's reason: {{reason}}",
    inUse: 'Goes out as “{{name}}”, with this approved text:',
    noneApproved: 'Meta has approved no version yet: after 24 hours “{{name}}” is tried.',
    latest: {
      pending: 'Meta is reviewing “{{name}}”, with this text:',
      rejected: 'Meta rejected “{{name}}”, with this text:',
    },
    changed: "The saved text does not have Meta's approval yet: submit it to use it after 24 hours.",
    changedWords:
      "The text changed (your brand's name, for example) and does not have Meta's approval yet. It would be submitted as:",
    submit: 'Submit for approval',
    submitLabel: 'Submit the text in {{language}} for approval',
    saveFirst: 'Save your changes before submitting them for approval.',
    submitted: {
      approved: 'Meta approved the text in {{language}}.',
      pending: 'The text in {{language}} is in review at Meta.',
      rejected: 'Meta rejected the text in {{language}}.',
    },
    unavailable: 'WhatsApp did not receive the text. Try again in a few minutes.',
    unchanged: 'Meta already has this text: change it before submitting it again.',
    failed: 'We could not submit the text for approval.',
    loading: 'Loading the template’s status…',
    error: 'We could not find out the template’s status.',
  },
  preview: {
    label: 'WhatsApp preview ({{language}})',
    sample: 'How {{name}} would read it, with the lesson “{{lesson}}”.',
    waiting: 'Preparing the preview…',
    invalid: 'The preview shows once the text is valid.',
    error: 'We could not prepare the preview.',
    outside: 'After 24 hours, the template “{{name}}”:',
    outsideUnapproved: "After 24 hours, “{{name}}” (without Meta's approval):",
    outsideSame: 'After 24 hours it goes out the same, as the approved template “{{name}}”.',
  },
  errors: {
    afterDays: 'Write a number of days from 1 to 60.',
    bodyRequired: 'Write the text of the message.',
    bodyTooLong: "The text is over WhatsApp's limit: shorten it.",
    bodyInvalid: 'Use only {name} and {lesson} in braces.',
  },
  edit: 'Edit',
  close: 'Close',
  save: 'Save “{{kind}}”',
  saved: '“{{kind}}” saved.',
  stats: {
    title: 'Results by week',
    intro: 'How many messages went out, arrived, were read, were opened, and how many people came back to learn.',
    kindFilter: 'Kind of message',
    allKinds: 'All kinds',
    loading: 'Loading the results…',
    error: 'We could not load the results.',
    emptyTitle: 'Nothing sent yet',
    empty: 'Once you turn a kind of message on and the first ones go out, you will see here how they do week by week.',
    chartTitle: 'Messages by week',
    chartSummary:
      'From the week of {{from}} to the week of {{to}}: {{sent}} sent, {{read}} read, {{clicked}} opened and {{returned}} came back to learn.',
    tableTitle: 'By kind and week',
    columns: {
      week: 'Week of',
      kind: 'Kind',
      sent: 'Sent',
      delivered: 'Delivered',
      read: 'Read',
      clicked: 'Opened',
      returned: 'Came back',
      failed: 'Failed',
    },
  },
};
