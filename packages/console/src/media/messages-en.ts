import type { mediaEs } from './messages-es';

/** The media uploader's words in English: the compiler holds them to the Spanish keys. */
export const mediaEn: typeof mediaEs = {
  upload: {
    label: {
      video: 'Video',
      caption: 'Captions',
      pdf: 'PDF file',
      image: 'Image',
    },
    hint: {
      video: 'MP4 or WebM, up to {{max}}. If the connection drops, the upload carries on where it stopped.',
      caption: 'A WebVTT file (.vtt), up to {{max}}.',
      pdf: 'PDF, up to {{max}}.',
      image: 'JPG, PNG or WebP, up to {{max}}. Stored at the sizes the site shows.',
    },
    progressLabel: 'Upload of {{name}}',
    progressText: '{{percent}} % · {{done}} of {{total}}',
    status: {
      uploading: 'Uploading {{name}}…',
      resumed: 'Carrying on with {{name}} where it stopped ({{percent}} %).',
      paused: 'Upload paused.',
      retrying: 'The connection dropped. Retrying…',
      offline: 'Offline. The upload will carry on by itself when the connection is back.',
      checking: 'Checking the file…',
      done: '{{name}} is uploaded.',
    },
    choose: 'Choose a file',
    noFile: 'No file chosen',
    pause: 'Pause',
    resume: 'Resume',
    another: 'Upload another file',
    errors: {
      wrong_type: 'This file is not {{expected}}. We check its content, not its name.',
      too_large: 'The file is too large: the limit is {{max}}.',
      invalid_captions: 'The captions are not valid WebVTT. Check the WEBVTT header and the timings.',
      invalid_captions_line: 'The captions are not valid WebVTT: check line {{line}}.',
      invalid_image: 'We could not read the picture. Try another JPG, PNG or WebP file.',
      unreadable_video:
        "We could not read the video's length: its MP4 or WebM file does not give it. Export it again from your editor or camera and upload it again.",
      forbidden: 'Your account cannot upload files for this ally.',
      quota_exceeded:
        'The file does not fit in the space your ally has left. Delete files you no longer use or ask for more space.',
      too_many_uploads:
        'Too many uploads are unfinished at once. Finish or cancel one (abandoned ones are removed after 24 hours) and try again.',
      upload_failed: 'The file could not be uploaded. Please try again.',
    },
    expected: {
      video: 'an MP4 or WebM video',
      caption: 'a WebVTT file',
      pdf: 'a PDF',
      image: 'a JPG, PNG or WebP picture',
    },
    size: '{{value}} MB',
    sizeKb: '{{value}} KB',
  },
  usage: {
    line: 'You use {{used}} of {{quota}}',
  },
  picture: {
    upload: 'Upload a picture',
    none: 'No picture',
    untitled: 'Chosen picture',
  },
};
