import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  Completions,
  FileList,
  FileSummary,
  FileText,
  SaveConflict,
  SaveRequest,
  Saved,
  SavedPhoto,
} from '../shared/api';
import { site } from '../../src/site';
import { ApiRefusal, getJson, messageOf, postJson } from './api-client';
import { ConflictDialog } from './ConflictDialog';
import { NewPageDialog } from './NewPageDialog';
import { hasFieldsForm, isDirty, type OpenFile } from './open-file';
import { PagesPanel } from './PagesPanel';
import { PlainPreview as Preview } from './PlainPreview';
import { PlainSourceEditor as SourceEditor, type SourceEditorHandle } from './PlainSourceEditor';
import { FrontmatterPanel } from './form/FrontmatterPanel';
import { forgetUnsaved, keepUnsaved, readUnsaved } from './unsaved-store';
import { useCheck } from './use-check';

type DialogName = 'new' | 'conflict' | null;

function timeOf(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function App() {
  const [files, setFiles] = useState<FileSummary[] | null>(null);
  const [filesProblem, setFilesProblem] = useState('');
  const [open, setOpen] = useState<OpenFile | null>(null);
  const [completions, setCompletions] = useState<Completions | null>(null);
  const [dialog, setDialog] = useState<DialogName>(null);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const [fieldsOpen, setFieldsOpen] = useState(true);
  const editor = useRef<SourceEditorHandle>(null);
  const diagnostics = useCheck(open?.file ?? null, open?.text ?? null);
  const dirty = isDirty(open);

  const loadFiles = useCallback(() => {
    getJson<FileList>('files')
      .then((answer) => {
        setFiles(answer.files);
        setFilesProblem('');
      })
      .catch((error: unknown) => setFilesProblem(messageOf(error)));
  }, []);

  useEffect(() => {
    loadFiles();
    getJson<Completions>('completions')
      .then(setCompletions)
      .catch(() => undefined);
  }, [loadFiles]);

  const show = useCallback((loaded: FileText, line?: number) => {
    const kept = readUnsaved(loaded.file);
    const restored = kept !== null && kept.text !== loaded.text;
    setOpen({
      file: loaded.file,
      path: loaded.path,
      text: restored ? kept.text : loaded.text,
      savedText: loaded.text,
      version: restored ? kept.version : loaded.version,
      restoredFrom: restored ? kept.savedAt : undefined,
    });
    if (!restored) forgetUnsaved(loaded.file);
    setProblem('');
    setStatus('');
    if (line !== undefined) requestAnimationFrame(() => editor.current?.goToLine(line));
    const url = new URL(location.href);
    url.searchParams.set('file', loaded.file);
    history.replaceState(null, '', url);
  }, []);

  const openFile = useCallback(
    async (file: string, line?: number) => {
      try {
        show(await getJson<FileText>('file', { file }), line);
      } catch (error) {
        setProblem(messageOf(error));
      }
    },
    [show],
  );

  useEffect(() => {
    const file = new URL(location.href).searchParams.get('file');
    if (file)
      getJson<FileText>('file', { file })
        .then((loaded) => show(loaded))
        .catch((error: unknown) => setProblem(messageOf(error)));
  }, [show]);

  const changeText = useCallback((text: string) => {
    setOpen((current) => {
      if (!current || current.text === text) return current;
      if (text === current.savedText) forgetUnsaved(current.file);
      else keepUnsaved(current.file, text, current.version);
      return { ...current, text };
    });
  }, []);

  const save = useCallback(
    async (version?: string | null) => {
      if (!open || saving) return;
      setSaving(true);
      setProblem('');
      const request: SaveRequest = {
        file: open.file,
        text: open.text,
        version: version === undefined ? open.version : version,
      };
      try {
        const saved = await postJson<Saved>('save', request);
        forgetUnsaved(open.file);
        setOpen((current) =>
          current && current.file === open.file
            ? { ...current, savedText: request.text, version: saved.version, restoredFrom: undefined }
            : current,
        );
        setConflict(null);
        setDialog(null);
        setStatus(`Saved ${open.file.replace(/^pages\//, '')}`);
        loadFiles();
      } catch (error) {
        if (error instanceof ApiRefusal && error.status === 409 && 'diskText' in error.body) {
          setConflict(error.body as SaveConflict);
          setDialog('conflict');
        } else setProblem(messageOf(error));
      } finally {
        setSaving(false);
      }
    },
    [open, saving, loadFiles],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  async function uploadFieldImage(image: File): Promise<string> {
    const saved = await postJson<SavedPhoto>('photo', image, {
      query: { folder: 'public/images/uploads', name: image.name },
    });
    loadFiles();
    return saved.reference;
  }

  function discardRestored() {
    if (!open) return;
    void getJson<FileText>('file', { file: open.file })
      .then((loaded) => {
        forgetUnsaved(loaded.file);
        setOpen({
          file: loaded.file,
          path: loaded.path,
          text: loaded.text,
          savedText: loaded.text,
          version: loaded.version,
        });
      })
      .catch((error: unknown) => setProblem(messageOf(error)));
  }

  return (
    <div className="studio">
      <header className="top-bar">
        <p className="brand">
          {site.name} <span className="brand-studio">Studio</span>
        </p>
        <div className="top-file" aria-live="polite">
          {open && <code>{open.file}</code>}
        </div>
        <div className="top-actions">
          <button type="button" className="button" onClick={() => setDialog('new')}>
            New page
          </button>
          <span className={dirty ? 'save-state save-state-dirty' : 'save-state'} role="status">
            {open ? (dirty ? 'Unsaved changes' : 'Saved') : ''}
          </span>
          <button
            type="button"
            className="button button-primary"
            onClick={() => void save()}
            disabled={!open || saving}
            aria-keyshortcuts="Control+S Meta+S"
          >
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </header>
      <PagesPanel
        files={files}
        openFile={open?.file ?? null}
        onOpen={(file) => void openFile(file)}
        problem={filesProblem}
      />
      <main className="workspace">
        {problem && (
          <p className="message message-error" role="alert">
            {problem}
          </p>
        )}
        {status && !problem && (
          <p className="message message-ok" role="status">
            {status}
          </p>
        )}
        {open ? (
          <>
            {open.restoredFrom !== undefined && (
              <div className="message message-note" role="status">
                Restored unsaved changes from {timeOf(open.restoredFrom)}.{' '}
                <button type="button" className="link-button" onClick={discardRestored}>
                  Discard
                </button>
              </div>
            )}
            {hasFieldsForm(open.file) && (
              <section
                className={fieldsOpen ? 'fields-area' : 'fields-area fields-closed'}
                aria-labelledby="fields-heading"
              >
                <h2 id="fields-heading" className="area-heading">
                  <button
                    type="button"
                    className="disclosure"
                    aria-expanded={fieldsOpen}
                    aria-controls="fields-body"
                    onClick={() => setFieldsOpen(!fieldsOpen)}
                  >
                    Fields
                  </button>
                </h2>
                <div id="fields-body" className="fields-body" hidden={!fieldsOpen}>
                  <FrontmatterPanel
                    file={open.file}
                    text={open.text}
                    onText={changeText}
                    diagnostics={diagnostics}
                    completions={completions}
                    uploadImage={uploadFieldImage}
                    onGoToLine={(line) => editor.current?.goToLine(line)}
                  />
                </div>
              </section>
            )}
            <section className="editor-area" aria-label="Page source editor">
              <SourceEditor
                ref={editor}
                text={open.text}
                onChange={changeText}
                diagnostics={diagnostics}
                completions={completions}
                onSave={() => void save()}
              />
            </section>
          </>
        ) : (
          <div className="empty-state">
            <h1>Choose a page to edit</h1>
            <p>Pick a page on the left, or create one with New page.</p>
          </div>
        )}
      </main>
      <aside className="preview-area" aria-label="Preview">
        {open && (
          <Preview
            file={open.file}
            text={open.text}
            width={1280}
            onSourceLine={(line) => editor.current?.goToLine(line)}
          />
        )}
      </aside>
      {dialog === 'new' && (
        <NewPageDialog
          onClose={() => setDialog(null)}
          onCreated={(created) => {
            setDialog(null);
            show(created);
            loadFiles();
          }}
        />
      )}
      {dialog === 'conflict' && conflict && open && (
        <ConflictDialog
          file={open.file}
          mine={open.text}
          disk={conflict.diskText}
          onCancel={() => setDialog(null)}
          onKeepMine={() => void save(conflict.diskVersion)}
          onTakeDisk={() => {
            forgetUnsaved(open.file);
            setOpen({
              ...open,
              text: conflict.diskText,
              savedText: conflict.diskText,
              version: conflict.diskVersion,
              restoredFrom: undefined,
            });
            setConflict(null);
            setDialog(null);
          }}
        />
      )}
    </div>
  );
}
