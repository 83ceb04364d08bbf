import { useTranslation } from 'react-i18next';

interface Attachment {
  fileName: string;
  thumbnail: string;
  url: string;
  size: string;
}

/** The file-type icons live in /images/icons/files/<type>.svg; unknown types fall back to the text icon. */
const KNOWN_TYPES = new Set(['pdf', 'doc', 'xls', 'jpg', 'zip', 'txt']);

function iconOf(attachment: Pick<Attachment, 'fileName' | 'thumbnail'>): string {
  const fromThumbnail = /([a-z0-9]+)\.svg$/i.exec(attachment.thumbnail)?.[1];
  const fromName = /\.([a-z0-9]+)$/i.exec(attachment.fileName)?.[1];
  const type = [fromThumbnail, fromName].map((value) => value?.toLowerCase()).find((value) => value && KNOWN_TYPES.has(value));
  return `/images/icons/files/${type ?? 'txt'}.svg`;
}

export function AttachmentList({ attachments }: { attachments: readonly Attachment[] }) {
  const { t } = useTranslation('email');
  if (attachments.length === 0) return null;
  return (
    <div className="email-attachments">
      <h4 className="email-attachments__title">{t('read.attachmentsCount', { count: attachments.length })}</h4>
      <ul>
        {attachments.map((file) => (
          <li key={file.fileName + file.url}>
            <a href={file.url} download={file.fileName} className="email-attachment">
              <img src={iconOf(file)} alt="" width={28} height={28} />
              <span className="email-attachment__name">{file.fileName}</span>
              <span className="email-attachment__size">{file.size}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
