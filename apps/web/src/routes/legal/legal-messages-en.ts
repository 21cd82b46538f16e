import type { es } from './legal-messages-es';

/** The 'legal' words in English: the compiler holds them to the Spanish keys, so none is missing. */
export const en: typeof es = {
  ownPage: 'This document of {{ally}} is on the site of {{organization}}:',
  contact: 'For any question about this document, write to {{organization}}:',
  terms: {
    title: '{{ally}} terms of use',
    intro:
      '{{ally}} is a site to learn how to grow your business, offered by {{organization}}. By creating your account you accept these terms.',
    account: {
      heading: 'Your account',
      text: 'It is personal and free. Look after your password and your PIN; if you think someone else got in, change them and sign out the other sessions from your account.',
    },
    lessons: {
      heading: 'The lessons',
      text: 'You may watch them, download their materials and use them in your business. Do not sell them or publish them as your own.',
    },
    prizes: {
      heading: 'Achievements and prizes',
      text: 'They are earned by finishing modules, on the conditions {{organization}} gives for each prize.',
    },
    changes: {
      heading: 'Changes',
      text: 'If these terms change, we will say so on this site before they apply.',
    },
  },
  privacy: {
    title: '{{ally}} privacy notice',
    intro: '{{organization}} is responsible for the data you give on {{ally}} and looks after it as this notice says.',
    data: {
      heading: 'What data we use',
      text: 'Your name, your mobile number, your email if you give it, your business details and your progress in the lessons.',
    },
    purpose: {
      heading: 'What for',
      text: 'To open your account, send you codes and notices by WhatsApp or email, keep your progress, give you your prizes and improve the lessons. We do not sell your data.',
    },
    sharing: {
      heading: 'Who with',
      text: 'Only with those who help us run the site (sending messages, hosting), under the rules of this notice.',
    },
    rights: {
      heading: 'Your rights',
      text: 'You can see and correct your data in your profile. To ask for a copy, for its deletion or for us to stop using it, write to {{organization}}.',
    },
    device: {
      heading: 'On your phone',
      text: 'The site keeps your preferences on your phone, and the lessons you opened, to read them offline; the lessons are deleted when you sign out.',
    },
  },
};
