import { useId, useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../platform/useApi.ts';
import { removePicture, uploadPicture } from '../user.ts';
import { endsSession } from '../guestworldSession.ts';
import { LoadingButton } from '../../../ui/LoadingButton.tsx';
import { TextField } from '../../../ui/forms/TextField.tsx';
import { toast } from '../../../ui/toasts.ts';
import { useT } from '../../../i18n/useT.ts';
import type { MessageId } from '../../../i18n/catalog.ts';
import { avatarProblem, imageTypeOf } from '../../../../shared/account/avatar.ts';
import { statusOf } from '../../../../shared/upstream/upstreamError.ts';
import type { User } from '../../../../shared/account/schemas/user.ts';
import { pictureNameOf, UserPicture } from '../UserPicture.tsx';
import { usePictureReload } from '../hooks/usePictureReload.ts';

const SIZE = 96;

/** A file is a picture by its bytes, as the service checks it, not by its name. */
async function isPicture(file: File): Promise<boolean> {
  return imageTypeOf(new Uint8Array(await file.slice(0, 12).arrayBuffer())) !== null;
}

/** The chosen file as a data URL: the page's CSP lets images come from this origin and data: only. */
function previewOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** SPEC §8's wording for a refused upload: too large, a type not taken, or any other failure. */
function uploadMessage(error: unknown): MessageId {
  const status = statusOf(error);
  if (status === 413) return 'acc.error.fileTooLarge';
  return status === 415 ? 'acc.error.fileType' : 'acc.error.photoUpload';
}

/**
 * The profile picture: a file checked for size and type before it is sent, its preview, the
 * upload and the reload until the new picture shows (SPEC §4), and removal.
 */
export function PictureEditor({ user, onChange }: { user: User; onChange: (user: User) => void }) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const inputId = useId();
  const reload = usePictureReload();
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [problem, setProblem] = useState<MessageId | null>(null);
  const name = pictureNameOf(user.contacts);

  const failed = (error: unknown, message: MessageId) => {
    if (endsSession(queryClient, error)) return;
    setProblem(message);
    toast.error(t(message));
  };

  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      const before = user.profileImg;
      onChange(await uploadPicture(api, chosen));
      return reload(before);
    },
    onSuccess: ({ user: reloaded, changed }) => {
      if (reloaded) onChange(reloaded);
      setChosen(null);
      toast.success(t(changed ? 'acc.picture.uploaded' : 'acc.picture.pending'));
    },
    onError: (error) => failed(error, uploadMessage(error)),
  });

  const remove = useMutation({
    mutationFn: () => removePicture(api),
    onSuccess: () => {
      onChange({ ...user, profileImg: null });
      toast.success(t('acc.picture.removed'));
    },
    onError: (error) => failed(error, 'acc.error.generic'),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const refused = file && avatarProblem(file);
    setProblem(
      refused ? (refused === 'fileTooLarge' ? 'acc.error.fileTooLarge' : 'acc.error.fileType') : null,
    );
    setChosen(null);
    if (refused) event.target.value = '';
    if (!file || refused) return;
    const input = event.target;
    void isPicture(file)
      .then(async (picture) => {
        if (picture) return setChosen({ file, preview: await previewOf(file) });
        setProblem('acc.error.fileType');
        input.value = '';
      })
      .catch(() => setProblem('acc.error.photoUpload'));
  };

  // Bytes that start as a picture and are none draw nothing: the guest is told, and nothing is sent.
  const unreadable = () => {
    setChosen(null);
    setProblem('acc.error.fileType');
  };

  return (
    <section className="panel picture-editor" aria-labelledby="picture-heading">
      <h2 id="picture-heading">{t('acc.picture.heading')}</h2>
      <div className="picture-row">
        {chosen ? (
          <img
            className="user-picture"
            src={chosen.preview}
            width={SIZE}
            height={SIZE}
            alt={t('acc.picture.preview')}
            onError={unreadable}
          />
        ) : (
          <UserPicture src={user.profileImg} name={name} size={SIZE} alt={t('acc.picture.alt')} />
        )}
        {!user.profileImg && !chosen && <p>{t('acc.picture.none')}</p>}
      </div>
      <TextField
        id={inputId}
        label={t('acc.picture.choose')}
        hint={t('acc.picture.hint')}
        error={problem ? t(problem) : undefined}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={choose}
      />
      <div className="button-row">
        <LoadingButton
          loading={upload.isPending}
          disabled={!chosen || remove.isPending}
          onClick={() => chosen && upload.mutate(chosen.file)}
        >
          {t('acc.picture.upload')}
        </LoadingButton>
        {user.profileImg && (
          <LoadingButton
            variant="outline"
            loading={remove.isPending}
            disabled={upload.isPending}
            onClick={() => remove.mutate()}
          >
            {t('acc.picture.remove')}
          </LoadingButton>
        )}
      </div>
    </section>
  );
}
