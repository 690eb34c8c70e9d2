import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyView } from './LazyView';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyView', () => {
  it('suspends on first use like React.lazy, showing the fallback until its code has loaded', async () => {
    const View = lazyView(async () => ({ default: Greeting }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <View name="Asha" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  });

  it('renders at once, with no fallback, once preloaded; the code is fetched once', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const View = lazyView(load);
    await View.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <View name="Kabir" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Kabir')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await View.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a view mounted through the lazy path when its parent renders again after the load (no remount, state kept)', async () => {
    const mounts = vi.fn();
    function Counter() {
      const [count, setCount] = useState(0);
      useState(() => mounts());
      return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
    }
    const View = lazyView(async () => ({ default: Counter }));
    function Parent() {
      const [, rerender] = useState(0);
      return (
        <>
          <button onClick={() => rerender((n) => n + 1)}>Render again</button>
          <Suspense fallback={<p>Loading</p>}>
            <View />
          </Suspense>
        </>
      );
    }
    render(<Parent />);
    const counter = await screen.findByText('Clicked 0');
    act(() => counter.click());
    expect(screen.getByText('Clicked 1')).toBeInTheDocument();
    act(() => screen.getByText('Render again').click());
    expect(screen.getByText('Clicked 1')).toBeInTheDocument();
    expect(mounts).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Greeting });
    const View = lazyView(load);
    await expect(View.preload()).rejects.toThrow('offline');
    await View.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
