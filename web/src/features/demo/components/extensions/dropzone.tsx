import { Button, Icon } from '@blueprintjs/core';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../use-number-format';

interface Picked {
  key: string;
  name: string;
  size: number;
  type: string;
  /** An object URL for images, released when the file is removed or the page unmounts. */
  preview: string | null;
}

const MAX_FILES = 8;
const MAX_BYTES = 5 * 1024 * 1024;

/** A drop zone (drag files in, or click / Enter to browse) listing the chosen files with image previews. */
export function Dropzone() {
  const { t } = useTranslation('demo');
  const f = useNumberFormat();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<Picked[]>([]);
  const [active, setActive] = useState(false);
  const [rejected, setRejected] = useState<string[]>([]);
  const filesRef = useRef(files);
  filesRef.current = files;

  useEffect(() => () => filesRef.current.forEach((file) => file.preview && URL.revokeObjectURL(file.preview)), []);

  function add(list: FileList | null) {
    if (!list) return;
    const tooBig = [...list].filter((file) => file.size > MAX_BYTES).map((file) => file.name);
    const accepted = [...list]
      .filter((file) => file.size <= MAX_BYTES)
      .map((file) => ({
        key: `${file.name}-${file.size}-${file.lastModified}`,
        name: file.name,
        size: file.size,
        type: file.type,
        preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
      }));
    setRejected(tooBig);
    setFiles((current) => {
      const known = new Set(current.map((file) => file.key));
      const merged = [...current, ...accepted.filter((file) => !known.has(file.key))];
      merged.slice(MAX_FILES).forEach((file) => file.preview && URL.revokeObjectURL(file.preview));
      return merged.slice(0, MAX_FILES);
    });
  }

  function remove(key: string) {
    const file = files.find((f) => f.key === key);
    if (file?.preview) URL.revokeObjectURL(file.preview);
    setFiles((current) => current.filter((f) => f.key !== key));
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setActive(false);
    add(event.dataTransfer.files);
  };

  return (
    <div className="demo-dropzone-wrap">
      <div
        className={`demo-dropzone${active ? ' demo-dropzone--active' : ''}`}
        role="button"
        tabIndex={0}
        aria-describedby="demo-dropzone-hint"
        onClick={() => input.current?.click()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            input.current?.click();
          }
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setActive(true);
        }}
        onDragLeave={() => setActive(false)}
        onDrop={onDrop}
        data-testid="demo-dropzone"
      >
        <span className="demo-dropzone__icon">
          <Icon icon="cloud-upload" size={26} />
        </span>
        <strong>{t('extensions.upload.drop')}</strong>
        <span id="demo-dropzone-hint" className="text-muted">
          {t('extensions.upload.hint', { count: MAX_FILES, size: f.number(5) })}
        </span>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          data-testid="demo-dropzone-input"
          onChange={(event) => {
            add(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </div>
      {rejected.length > 0 ? (
        <p className="demo-error" role="alert">
          {t('extensions.upload.tooBig', { names: rejected.join(', ') })}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className="demo-files" data-testid="demo-files">
          {files.map((file) => (
            <li key={file.key} className="demo-files__item">
              {file.preview ? <img src={file.preview} alt="" className="demo-files__thumb" /> : <span className="demo-files__thumb demo-files__thumb--doc"><Icon icon="document" /></span>}
              <div className="demo-files__text">
                <span className="demo-files__name">{file.name}</span>
                <span className="text-muted">{t('extensions.upload.size', { size: f.number(Math.max(0.1, Math.round(file.size / 102.4) / 10)) })}</span>
              </div>
              <Button variant="minimal" size="small" icon="cross" aria-label={t('extensions.upload.remove', { name: file.name })} onClick={() => remove(file.key)} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
