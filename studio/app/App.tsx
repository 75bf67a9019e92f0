import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
} from 'react';
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
import { componentJsx, componentTagAt, withComponentProps, type ComponentTag } from '../shared/component-tags';
import { frontmatterHead } from '../shared/frontmatter-edit';
import { ChangesDialog } from './ChangesDialog';
import { ComponentDialog } from './ComponentDialog';
import { mergedText, mergeTexts, overlapsOf, type MergePart } from '../shared/three-way-merge';
import { ConflictDialog } from './ConflictDialog';
import { pageProblems, problemsBadge, type RenderedText } from './page-problems';
import { MediaDialog } from './MediaDialog';
import { PhotoDialog } from './PhotoDialog';
import { photoProblem } from './photo-check';
import { keepStudioOnContentChange } from './keep-on-content-change';
import { RenameDialog } from './RenameDialog';
import { NewPageDialog } from './NewPageDialog';
import { hasFieldsForm, isDirty, type OpenFile } from './open-file';
import { PagesPanel } from './PagesPanel';
import { Preview, type PreviewWidth } from './preview/Preview';
import { SourceEditor, type SourceEditorHandle } from './editor/SourceEditor';
import { WriteEditor, type WriteEditorHandle } from './editor/WriteEditor';
import { FrontmatterPanel } from './form/FrontmatterPanel';
import { forgetUnsaved, keepUnsaved, readUnsaved } from './unsaved-store';
import { useCheck } from './use-check';
import { studioMode, type StudioMode } from './team/team-client';
import { TeamBar } from './team/TeamBar';

type DialogName = 'new' | 'conflict' | 'component' | 'photo' | 'media' | 'rename' | 'changes' | null;

type TextMode = 'write' | 'source';

/** The way the copywriter last chose to edit a page's text: Write unless they chose Source. */
const textModeKey = 'studio:text-mode';

function storedTextMode(): TextMode {
  try {
    return localStorage.getItem(textModeKey) === 'source' ? 'source' : 'write';
  } catch {
    return 'write';
  }
}

function timeOf(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function App() {
  const [files, setFiles] = useState<FileSummary[] | null>(null);
  const [filesProblem, setFilesProblem] = useState('');
  const [open, setOpen] = useState<OpenFile | null>(null);
  const [completions, setCompletions] = useState<Completions | null>(null);
  const [dialog, setDialog] = useState<DialogName>(null);
  const [conflict, setConflict] = useState<(SaveConflict & { parts: MergePart[] | null }) | null>(null);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  // The local studio, or the team's server with a signed-in member (`team/me`), which has its own bar.
  const [mode, setMode] = useState<StudioMode>({ kind: 'checking' });
  // Counts the pages opened and saved, for the team bar to ask for the change again.
  const [pageEvents, setPageEvents] = useState(0);
  const saveAgain = useRef<string | null>(null);
  const [fieldsOpen, setFieldsOpen] = useState(true);
  // On a narrow screen the page list can be put away, and the preview enlarged over the text to be read at size.
  const [pagesShown, setPagesShown] = useState(true);
  const [previewLarge, setPreviewLarge] = useState(false);
  const [previewWidth, setPreviewWidth] = useState<PreviewWidth>(1280);
  const [cursor, setCursor] = useState(0);
  const [editedTag, setEditedTag] = useState<ComponentTag | null>(null);
  const [photos, setPhotos] = useState<{ files: File[]; offset: number } | null>(null);
  const addPhotoInput = useRef<HTMLInputElement>(null);
  const editor = useRef<SourceEditorHandle>(null);
  const writeEditor = useRef<WriteEditorHandle>(null);
  const [textMode, setTextMode] = useState<TextMode>(storedTextMode);
  // A line to show once Source is on screen (a problem or the preview asked for it from Write).
  const [pendingLine, setPendingLine] = useState<number | null>(null);
  // Applies the props chosen in the form to the Write card being edited.
  const cardApply = useRef<((props: Record<string, unknown>) => void) | null>(null);
  const checked = useCheck(open?.file ?? null, open?.text ?? null);
  const diagnostics = useMemo(() => checked?.diagnostics ?? [], [checked]);
  const [rendered, setRendered] = useState<RenderedText | null>(null);
  const problems = open ? pageProblems(open.file, open.text, checked, rendered) : null;
  const dirty = isDirty(open);
  const writing = textMode === 'write' && open !== null && open.file.endsWith('.mdx');

  function chooseTextMode(mode: TextMode) {
    setTextMode(mode);
    try {
      localStorage.setItem(textModeKey, mode);
    } catch {
      // A browser that keeps nothing still switches for now.
    }
  }

  /** Shows a line of the page's text: its block in Write mode; in Source for the frontmatter or when Write cannot. */
  const goToLine = useCallback(
    (line: number) => {
      if (textMode === 'write' && open?.file.endsWith('.mdx')) {
        if (writeEditor.current?.showLine(line)) return;
        chooseTextMode('source');
        setPendingLine(line);
      } else editor.current?.goToLine(line);
    },
    [textMode, open?.file],
  );

  useEffect(() => {
    if (pendingLine === null || writing) return;
    const frame = requestAnimationFrame(() => {
      editor.current?.goToLine(pendingLine);
      setPendingLine(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [pendingLine, writing]);
  const deferredCursor = useDeferredValue(cursor);
  const deferredText = useDeferredValue(open?.text ?? '');
  // Source's Edit component only: Write mode edits a component from its card, and reading the
  // whole text at every key cost it about 10 ms a key.
  const tagAtCursor = useMemo(
    () =>
      deferredText && !writing && open?.file.endsWith('.mdx') ? componentTagAt(deferredText, deferredCursor) : null,
    [deferredText, deferredCursor, open?.file, writing],
  );

  const loadFiles = useCallback(() => {
    getJson<FileList>('files')
      .then((answer) => {
        setFiles(answer.files);
        setFilesProblem('');
      })
      .catch((error: unknown) => setFilesProblem(messageOf(error)));
  }, []);

  useEffect(() => keepStudioOnContentChange(loadFiles), [loadFiles]);

  useEffect(() => {
    studioMode()
      .then(setMode)
      .catch((error: unknown) => {
        setMode({ kind: 'local' });
        setProblem(messageOf(error));
      });
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
      baseText: restored ? (kept.baseText ?? null) : loaded.text,
      restoredFrom: restored ? kept.savedAt : undefined,
    });
    if (!restored) forgetUnsaved(loaded.file);
    setProblem('');
    setStatus('');
    setPageEvents((count) => count + 1);
    if (line !== undefined) setPendingLine(line);
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

  const openPage = useCallback((file: string) => void openFile(file), [openFile]);

  useEffect(() => {
    const file = new URL(location.href).searchParams.get('file');
    if (file)
      getJson<FileText>('file', { file })
        .then((loaded) => show(loaded))
        .catch((error: unknown) => setProblem(messageOf(error)));
  }, [show]);

  /** Applies an edit to the open file's text as it is now (a form field's, made from its frontmatter alone). */
  const editText = useCallback((edit: (text: string) => string) => {
    setStatus('');
    setOpen((current) => {
      if (!current) return current;
      const text = edit(current.text);
      if (current.text === text) return current;
      if (text === current.savedText) forgetUnsaved(current.file);
      else keepUnsaved(current.file, text, current.version, current.baseText);
      return { ...current, text };
    });
  }, []);
  const changeText = useCallback((text: string) => editText(() => text), [editText]);

  /**
   * Saves the open file's text (or `resolved`, the text a merge with the disk's made) over the
   * version it was opened at (or `version`). When something else saved the file meanwhile, its
   * changes are merged with the copywriter's: saved at once when they touch different lines, else
   * the conflict dialog asks about the places both changed. True once the text is saved.
   */
  const save = useCallback(
    async (resolved?: { text: string; version: string | null }): Promise<boolean> => {
      if (!open) return false;
      // Save pressed again while a save is under way: the newer text is saved once that one is done.
      if (saving) {
        if (!resolved) saveAgain.current = open.file;
        return false;
      }
      setSaving(true);
      setProblem('');
      const write = async (request: SaveRequest, note: string) => {
        const saved = await postJson<Saved>('save', request);
        setOpen((current) => {
          if (!current || current.file !== open.file) {
            forgetUnsaved(open.file);
            return current;
          }
          // A merge's text replaces what the editor holds; typing since the save began is kept,
          // in the browser too, until the next save.
          const text = current.text === open.text ? request.text : current.text;
          if (text === request.text) forgetUnsaved(open.file);
          else keepUnsaved(open.file, text, saved.version, request.text);
          return {
            ...current,
            text,
            savedText: request.text,
            version: saved.version,
            baseText: request.text,
            restoredFrom: undefined,
          };
        });
        setConflict(null);
        setDialog(null);
        setStatus(`Saved ${open.file.replace(/^pages\//, '')}${note}`);
        setPageEvents((count) => count + 1);
        loadFiles();
      };
      try {
        try {
          await write(
            { file: open.file, text: resolved?.text ?? open.text, version: resolved ? resolved.version : open.version },
            '',
          );
        } catch (error) {
          if (resolved || !(error instanceof ApiRefusal && error.status === 409 && 'diskText' in error.body))
            throw error;
          const disk = error.body as SaveConflict;
          const parts = disk.diskVersion === null ? null : mergeTexts(open.baseText, open.text, disk.diskText);
          if (parts && overlapsOf(parts).length === 0)
            await write(
              { file: open.file, text: mergedText(parts), version: disk.diskVersion },
              ', with the changes someone else saved meanwhile merged in',
            );
          else {
            saveAgain.current = null;
            setConflict({ ...disk, parts });
            setDialog('conflict');
            return false;
          }
        }
        return true;
      } catch (error) {
        saveAgain.current = null;
        if (error instanceof ApiRefusal && error.status === 409 && 'diskText' in error.body)
          setProblem('The page changed again while you chose. Save again to see the newest changes.');
        else setProblem(messageOf(error));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [open, saving, loadFiles],
  );

  useEffect(() => {
    if (saving || saveAgain.current === null) return;
    const file = saveAgain.current;
    saveAgain.current = null;
    if (open?.file === file && open.text !== open.savedText) void save();
  }, [saving, open, save]);

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

  const uploadFieldImage = useCallback(
    async (image: File): Promise<string> => {
      const saved = await postJson<SavedPhoto>('photo', image, {
        query: { folder: 'public/images/uploads', name: image.name },
      });
      loadFiles();
      return saved.reference;
    },
    [loadFiles],
  );

  function takePhotos(files: File[], offset: number) {
    const problems = files.map(photoProblem).filter((problem) => problem !== null);
    const usable = files.filter((file) => photoProblem(file) === null);
    setProblem(problems.join(' '));
    if (usable.length === 0) return;
    setPhotos({ files: usable, offset });
    setDialog('photo');
  }

  function insertComponent(name: string, props: Record<string, unknown>, children: string | undefined) {
    const jsx = componentJsx(name, props, children);
    if (writing) {
      if (!writeEditor.current?.insertBlocks(jsx)) setProblem(`The ${name} could not be added here: try Source.`);
      setDialog(null);
      return;
    }
    const text = open?.text ?? '';
    let at = editor.current?.cursorOffset() ?? text.length;
    // Inside another component's opening tag, among its props, a component cannot go: it goes after that component.
    const around = componentTagAt(text, at);
    if (around && at > around.start && at < around.openingEnd) at = around.end;
    // A component is a block of its own: blank lines around it unless already there.
    const before =
      at === 0 || text.slice(0, at).endsWith('\n\n') ? '' : text.slice(0, at).endsWith('\n') ? '\n' : '\n\n';
    const after = text.slice(at).startsWith('\n\n') ? '' : text.slice(at).startsWith('\n') ? '\n' : '\n\n';
    editor.current?.insert(`${before}${jsx}${after}`, at, at);
    setDialog(null);
  }

  function editComponent(tag: ComponentTag, props: Record<string, unknown>) {
    if (!open) return;
    if (cardApply.current) {
      try {
        cardApply.current(props);
      } catch (error) {
        setProblem(error instanceof Error ? error.message : String(error));
      }
      cardApply.current = null;
      setDialog(null);
      return;
    }
    try {
      changeText(withComponentProps(open.text, tag, props));
      setDialog(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setDialog(null);
    }
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
          baseText: loaded.text,
        });
      })
      .catch((error: unknown) => setProblem(messageOf(error)));
  }

  /** Where a skip link leads: the first control there (the page list's Tab stop, the first field, the editor). */
  function skipTo(event: ReactMouseEvent<HTMLAnchorElement>, target: 'list' | 'fields' | 'text' | 'preview') {
    event.preventDefault();
    const firstIn = (id: string, selector: string) =>
      document.getElementById(id)?.querySelector<HTMLElement>(selector)?.focus();
    if (target === 'list') {
      setPagesShown(true);
      requestAnimationFrame(() => firstIn('studio-page-list', '[tabindex="0"]'));
    } else if (target === 'text') {
      setPreviewLarge(false);
      requestAnimationFrame(() => (writing ? writeEditor.current?.focus() : editor.current?.focus()));
    } else if (target === 'preview') firstIn('page-preview', 'iframe');
    else {
      setFieldsOpen(true);
      requestAnimationFrame(() => firstIn('fields-body', 'input, select, textarea'));
    }
  }

  return (
    <div
      className={[
        'studio',
        mode.kind === 'team' ? 'studio-team' : '',
        pagesShown ? '' : 'studio-pages-hidden',
        previewLarge ? 'studio-preview-large' : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <nav className="skip-links" aria-label="Skip links">
        <a href="#studio-page-list" onClick={(event) => skipTo(event, 'list')}>
          Skip to the page list
        </a>
        {open && hasFieldsForm(open.file) && (
          <a href="#fields-body" onClick={(event) => skipTo(event, 'fields')}>
            Skip to the fields
          </a>
        )}
        {open && (
          <a href="#page-source" onClick={(event) => skipTo(event, 'text')}>
            Skip to the text
          </a>
        )}
        {open && (
          <a href="#page-preview" onClick={(event) => skipTo(event, 'preview')}>
            Skip to the preview
          </a>
        )}
      </nav>
      <header className="top-bar">
        <p className="brand">
          {site.name} <span className="brand-studio">Studio</span>
        </p>
        <div className="top-file" aria-live="polite">
          {open && <code>{open.file}</code>}
        </div>
        <div className="top-actions">
          <button
            type="button"
            className="button"
            aria-expanded={pagesShown}
            aria-controls="pages-panel"
            onClick={() => setPagesShown(!pagesShown)}
          >
            {pagesShown ? 'Hide page list' : 'Show page list'}
          </button>
          <button type="button" className="button" onClick={() => setDialog('new')}>
            New page
          </button>
          {mode.kind === 'local' && (
            <button type="button" className="button" onClick={() => setDialog('changes')}>
              Changes
            </button>
          )}
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
      {mode.kind === 'team' && (
        <TeamBar
          me={mode.me}
          unsaved={dirty}
          saveFirst={save}
          changed={pageEvents}
          onNewChange={() => {
            // The page is read again as the live site has it now, which starts the next change.
            if (open && !dirty)
              void getJson<FileText>('file', { file: open.file })
                .then((loaded) => show(loaded))
                .catch((error: unknown) => setProblem(messageOf(error)));
          }}
        />
      )}
      <PagesPanel
        hidden={!pagesShown}
        files={files}
        openFile={open?.file ?? null}
        onOpen={openPage}
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
                  {open.path !== null && (
                    <div className="page-address">
                      <span className="field-label" id="page-address-label">
                        Page address
                      </span>
                      <a
                        href={open.path}
                        target="_blank"
                        rel="noreferrer"
                        aria-labelledby="page-address-label page-address-path"
                      >
                        <code id="page-address-path">{open.path}</code>
                      </a>
                      <button
                        type="button"
                        className="button button-small"
                        disabled={dirty}
                        title={dirty ? 'Save the page first' : undefined}
                        onClick={() => setDialog('rename')}
                      >
                        Change address
                      </button>
                      {dirty && <span className="muted small">Save first to change the address.</span>}
                    </div>
                  )}
                  <FrontmatterPanel
                    file={open.file}
                    head={frontmatterHead(open.text)}
                    onEdit={editText}
                    diagnostics={diagnostics}
                    completions={completions}
                    uploadImage={uploadFieldImage}
                    onGoToLine={goToLine}
                  />
                </div>
              </section>
            )}
            <div className="toolbar" role="toolbar" aria-label="Page tools">
              {open.file.endsWith('.mdx') && (
                <div className="mode-switch" role="group" aria-label="Edit the text as">
                  <button
                    type="button"
                    className="button button-small"
                    aria-pressed={writing}
                    onClick={() => chooseTextMode('write')}
                  >
                    Write
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    aria-pressed={!writing}
                    onClick={() => chooseTextMode('source')}
                  >
                    Source
                  </button>
                </div>
              )}
              <button
                type="button"
                className="button button-small"
                disabled={!open.file.endsWith('.mdx')}
                onClick={() => {
                  cardApply.current = null;
                  setEditedTag(null);
                  setDialog('component');
                }}
              >
                Insert component
              </button>
              {!writing && (
                <button
                  type="button"
                  className="button button-small"
                  disabled={!tagAtCursor}
                  title={
                    tagAtCursor ? `Edit the ${tagAtCursor.name} at the cursor` : 'Put the cursor in a component tag'
                  }
                  onClick={() => {
                    setEditedTag(tagAtCursor);
                    setDialog('component');
                  }}
                >
                  Edit component{tagAtCursor ? `: ${tagAtCursor.name}` : ''}
                </button>
              )}
              <button
                type="button"
                className="button button-small"
                disabled={!open.file.endsWith('.mdx')}
                onClick={() => addPhotoInput.current?.click()}
              >
                Add photo
              </button>
              <button
                type="button"
                className="button button-small"
                disabled={!open.file.endsWith('.mdx')}
                onClick={() => setDialog('media')}
              >
                Insert image from the site
              </button>
              <input
                ref={addPhotoInput}
                type="file"
                className="visually-hidden"
                tabIndex={-1}
                aria-label="Photo to add"
                accept="image/jpeg,image/png,image/webp,image/avif"
                onChange={(event) => {
                  const chosen = [...(event.target.files ?? [])];
                  event.target.value = '';
                  takePhotos(chosen, editor.current?.cursorOffset() ?? open.text.length);
                }}
              />
              <span className="spacer" />
              <span className="muted small problems-badge" role="status">
                {problems ? problemsBadge(problems) : null}
              </span>
            </div>
            <section className="editor-area" id="page-source" aria-label="Page text editor">
              {writing ? (
                <WriteEditor
                  ref={writeEditor}
                  text={open.text}
                  onChange={changeText}
                  onShowSource={(line) => (line === undefined ? chooseTextMode('source') : goToLine(line))}
                  onImageFiles={(files) => takePhotos(files, open.text.length)}
                  onEditCard={(tag, name, apply) => {
                    if (!tag) {
                      setProblem(`The ${name} component could not be read: edit it in Source.`);
                      return;
                    }
                    cardApply.current = apply;
                    setEditedTag(tag);
                    setDialog('component');
                  }}
                />
              ) : (
                <SourceEditor
                  ref={editor}
                  file={open.file}
                  text={open.text}
                  onChange={changeText}
                  diagnostics={diagnostics}
                  completions={completions}
                  onSave={() => void save()}
                  onCursor={(offset) => setCursor(offset)}
                  onImageFiles={takePhotos}
                />
              )}
            </section>
          </>
        ) : (
          <div className="empty-state">
            <h1>Choose a page to edit</h1>
            <p>Pick a page on the left, or create one with New page.</p>
          </div>
        )}
      </main>
      <aside className="preview-area" id="page-preview" aria-label="Page preview">
        {open && (
          <Preview
            file={open.file}
            text={open.text}
            problems={problems?.errors ?? []}
            onRendered={setRendered}
            large={previewLarge}
            onLargeChange={setPreviewLarge}
            width={previewWidth}
            onWidthChange={setPreviewWidth}
            onSourceLine={goToLine}
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
      {dialog === 'component' && open && (
        <ComponentDialog
          completions={completions}
          tag={editedTag}
          uploadImage={uploadFieldImage}
          onClose={() => {
            cardApply.current = null;
            setDialog(null);
          }}
          onInsert={insertComponent}
          onEdit={editComponent}
        />
      )}
      {dialog === 'photo' && open && photos && (
        <PhotoDialog
          key={photos.files[0].name + photos.files.length}
          page={open.file}
          photo={photos.files[0]}
          onClose={() => {
            setPhotos(null);
            setDialog(null);
          }}
          onSaved={(markdown) => {
            const at = photos.offset;
            if (writing) writeEditor.current?.insertBlocks(markdown);
            else editor.current?.insert(`${markdown}\n\n`, at, at);
            const rest = photos.files.slice(1);
            if (rest.length) setPhotos({ files: rest, offset: at + markdown.length + 2 });
            else {
              setPhotos(null);
              setDialog(null);
            }
            loadFiles();
          }}
        />
      )}
      {dialog === 'media' && open && (
        <MediaDialog
          mode="text"
          page={open.file}
          onClose={() => setDialog(null)}
          onInsert={(markdown) => {
            if (writing) writeEditor.current?.insertBlocks(markdown);
            else {
              const at = editor.current?.cursorOffset() ?? open.text.length;
              editor.current?.insert(`${markdown}\n\n`, at, at);
            }
            setDialog(null);
          }}
        />
      )}
      {dialog === 'rename' && open?.path && (
        <RenameDialog
          file={open.file}
          path={open.path}
          onClose={() => setDialog(null)}
          onMoved={(file) => {
            forgetUnsaved(open.file);
            loadFiles();
            void getJson<FileText>('file', { file }).then((loaded) => show(loaded));
          }}
          onUpdated={(files) => {
            loadFiles();
            // The page itself may name its old address (a list of its own case studies): show what is on disk now.
            if (open && files.includes(open.file) && !dirty)
              void getJson<FileText>('file', { file: open.file }).then((loaded) => show(loaded));
          }}
        />
      )}
      {dialog === 'changes' && mode.kind === 'local' && (
        <ChangesDialog
          unsaved={dirty}
          onClose={() => setDialog(null)}
          onOpenProblem={(file, line) => {
            setDialog(null);
            void openFile(file, line);
          }}
          onCommitted={loadFiles}
        />
      )}
      {dialog === 'conflict' && conflict && open && (
        <ConflictDialog
          file={open.file}
          parts={conflict.parts}
          mine={open.text}
          onCancel={() => setDialog(null)}
          onSave={(text) => void save({ text, version: conflict.diskVersion })}
          onTakeDisk={() => {
            forgetUnsaved(open.file);
            setOpen({
              ...open,
              text: conflict.diskText,
              savedText: conflict.diskText,
              version: conflict.diskVersion,
              baseText: conflict.diskText,
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
