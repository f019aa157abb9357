import { TASK_LIMITS, TASK_MESSAGES, TASK_SUGGESTIONS } from '@bantuin/contract';
import { useId, useState } from 'react';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Bebersih's 'Daftar tugas' (optional): the suggested rooms as toggles plus free text, up to
 * TASK_LIMITS.tasksMax. With a list, the Yasa's proof shows photos for every task.
 */
export function TaskListField({
  tasks,
  onTasks,
}: {
  tasks: string[];
  onTasks: (tasks: string[]) => void;
}) {
  const id = useId();
  const [custom, setCustom] = useState('');
  const full = tasks.length >= TASK_LIMITS.tasksMax;
  const has = (name: string) => tasks.some((task) => sameName(task, name));
  const toggle = (name: string) =>
    onTasks(has(name) ? tasks.filter((task) => !sameName(task, name)) : [...tasks, name]);
  const addCustom = () => {
    const name = custom.trim();
    if (!name || full) return;
    if (!has(name)) onTasks([...tasks, name]);
    setCustom('');
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{TASK_MESSAGES.heading} (opsional)</legend>
      <p id={`${id}-hint`} className="text-xs text-base-content/70">
        {TASK_MESSAGES.hint}
      </p>
      <div className="flex flex-wrap gap-2">
        {TASK_SUGGESTIONS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={has(name)}
            disabled={!has(name) && full}
            className={`btn btn-sm ${has(name) ? 'btn-primary' : 'btn-outline'}`}
            onClick={() => toggle(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <div className="flex gap-2">
        <label htmlFor={`${id}-custom`} className="sr-only">
          Tugas lain
        </label>
        <input
          id={`${id}-custom`}
          className="input input-sm w-full"
          value={custom}
          maxLength={TASK_LIMITS.nameMax}
          placeholder={TASK_MESSAGES.customPlaceholder}
          aria-describedby={`${id}-hint`}
          disabled={full}
          onChange={(event) => setCustom(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addCustom();
            }
          }}
        />
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={full || !custom.trim()}
          onClick={addCustom}
        >
          {TASK_MESSAGES.addLabel}
        </button>
      </div>
      {tasks.length > 0 && (
        <ol className="space-y-1 text-sm" aria-label={TASK_MESSAGES.heading}>
          {tasks.map((task, index) => (
            <li key={task} className="flex items-center justify-between gap-2">
              <span>
                {index + 1}. {task}
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-xs text-error"
                onClick={() => onTasks(tasks.filter((_, at) => at !== index))}
              >
                Hapus tugas {task}
              </button>
            </li>
          ))}
        </ol>
      )}
      <p className="text-xs text-base-content/75">
        {tasks.length}/{TASK_LIMITS.tasksMax} tugas
      </p>
    </fieldset>
  );
}
