"""Warm interpreters: run many scripts under ``unigrad run`` without paying for ``import torch`` each time.

A warm interpreter is a server process that imports torch, numpy and the
front ends once, then forks a child for every script it is asked to run. The
child is what ``python -m unigrad run SCRIPT`` would be at its first line:
its own process, stdin closed, stdout and stderr to files, the script's
directory as cwd, exit status as python gives it (atexit handlers and
non-daemon threads included). Importing a front end changes nothing global
(tests check it), so a fork of a process that imported them is a fresh run.

A real framework's interpreter can serve the same way (``real=True``): it
imports the real framework once and its children run scripts as plain
``python SCRIPT`` (the doc-example harvest runs thousands of examples so;
recording conformance cases starts a new interpreter per case).

One server serves one caller at a time; :func:`interpreter` lends one from a
pool shared by all threads, and ends them all at exit. ``UNIGRAD_FRESH_RUNS=1`` turns
this off: every script then runs in a new interpreter.

Protocol (JSON lines): the caller sends ``{"argv": [...], "cwd": ..., "out": path,
"err": path, "alias": bool}``; the server answers ``{"pid": child}`` at once and
``{"status": exit status}`` when the child ends (``-N`` for signal N).
"""

import atexit
import contextlib
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading

from unigrad.dialects import REGISTRY

#: Imported by the server before it forks anything: what makes a run cheap.
#: torch._dynamo: torch.func's vjp (hence jacrev, hessian, vjp_fn) imports it on first use, about 1.5 s of CPU
#: that every torch case using them would otherwise pay again.
PRELOAD = ("torch", "torch._dynamo", "numpy", "unigrad.run", "unigrad.aliasing", *(d.package for d in REGISTRY.values()))

#: Idle servers kept for reuse (at least two: a doc harvest alternates unigrad's and the real framework's).
IDLE_LIMIT = max(2, os.cpu_count() or 1)
_idle = []  # (kind, server), oldest first: the first retired when more than IDLE_LIMIT are idle
_servers_lock = threading.Lock()


def enabled():
    return os.environ.get("UNIGRAD_FRESH_RUNS", "") in ("", "0") and hasattr(os, "fork")


class WarmInterpreter:
    """The caller's side of one server process."""

    def __init__(self, env, python=None, preload=PRELOAD):
        self.env, self.python, self.preload = env, python, preload
        self.scratch = tempfile.TemporaryDirectory(prefix="unigrad-warm-")
        self.process = subprocess.Popen(
            [python or sys.executable, "-c", "import sys; from unigrad.conform.warm import serve; serve(sys.argv[1:])",
             *preload], env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
            stderr=subprocess.DEVNULL if python else None,  # a real framework's import-time warnings, once per server
            # a framework may note the cwd at import (MindSpore's ModelCheckpoint directory): let it be a scratch one,
            # never the caller's (a harvest run in the repository left checkpoints there); removed with the server
            cwd=self.scratch.name,
        )

    def run(self, argv, cwd, out, err, timeout):
        """Exit status of ``unigrad run ARGV`` (plain ``python ARGV`` for a real framework's interpreter) in a
        child; ``None`` if it ran past ``timeout`` and was killed."""
        request = {"argv": argv, "cwd": str(cwd), "out": out, "err": err, "alias": self.python is None}
        self.process.stdin.write(json.dumps(request) + "\n")
        child = json.loads(self._answer())["pid"]
        killed = threading.Event()

        def kill():
            killed.set()
            os.kill(child, signal.SIGKILL)

        timer = threading.Timer(timeout, kill)
        timer.start()
        try:
            status = json.loads(self._answer())["status"]
        finally:
            timer.cancel()
        return None if killed.is_set() else status

    def _answer(self):
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"the warm interpreter ended (exit status {self.process.wait()})")
        return line

    def close(self):
        if self.process.poll() is None:
            self.process.stdin.close()
            self.process.wait()
        self.scratch.cleanup()


@contextlib.contextmanager
def interpreter(env, python=None, preload=PRELOAD):
    """A warm interpreter for ``env`` (unigrad's, or ``python``'s preloading ``preload``), lent to the caller
    for the ``with`` block: an idle one of the same kind if there is one, else a new one.

    Servers are pooled across threads rather than kept per thread, so a test
    session or a harvest that starts many short-lived threads reuses a few
    servers (each holds torch in memory, ~300 MB) instead of leaving one per
    thread alive until exit. At most ``IDLE_LIMIT`` idle servers are kept.
    """
    key = (python, tuple(preload), tuple(sorted(env.items())))
    with _servers_lock:
        mine = [i for i, (k, server) in enumerate(_idle) if k == key and server.process.poll() is None]
        server = _idle.pop(mine[-1])[1] if mine else None
    if server is None:
        server = WarmInterpreter(env, python, tuple(preload))
    try:
        yield server
    except BaseException:
        server.process.kill()  # stopped mid-request: what it would answer next is unknown
        raise
    if server.process.poll() is None:
        with _servers_lock:
            _idle.append((key, server))
            retired = [_idle.pop(0)[1] for _ in range(len(_idle) - IDLE_LIMIT)]
        for old in retired:
            old.close()


@atexit.register
def _close_all():
    with _servers_lock:
        servers = [server for _, server in _idle]
        _idle.clear()
    for server in servers:
        server.close()


# --- the server side -------------------------------------------------------------------------------


def _exit_status(code):
    """The exit status python gives ``sys.exit(code)``."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    print(code, file=sys.stderr)
    return 1


def _reseed_like_a_new_process():
    """Python's and NumPy's global generators start from OS entropy in a new process; a fork would repeat the
    server's state in every child (an unseeded example would print the same numbers twice)."""
    import random

    random.seed()
    numpy = sys.modules.get("numpy")
    if numpy is not None:
        numpy.random.seed()


def _child(request):
    """Become ``python -m unigrad run ARGV`` in ``cwd``; never returns."""
    status = 1
    try:
        os.chdir(request["cwd"])
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
        for fd, path in ((1, request["out"]), (2, request["err"])):
            os.dup2(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), fd)
        sys.stdin = open(0, closefd=False)
        _reseed_like_a_new_process()
        from unigrad.run import run

        try:
            status = _exit_status(run(request["argv"], alias=request.get("alias", True)))
        except SystemExit as stop:
            status = _exit_status(stop.code)
        threading._shutdown()  # noqa: SLF001 - python waits for non-daemon threads at exit, so do we
        atexit._run_exitfuncs()  # noqa: SLF001 - and runs the atexit handlers
    except BaseException:  # noqa: BLE001 - a child must not return into the server's loop
        import traceback

        traceback.print_exc()
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:  # noqa: BLE001 - python's own exit ignores a failed flush of a closed stream too
                pass
        os._exit(status)


def serve(preload=PRELOAD):
    """The server loop: import ``preload``, then fork one child per request line on stdin."""
    import importlib

    for name in preload:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - a broken front end must fail the cases that import it, not every case
            pass
    answers = sys.stdout
    for line in sys.stdin:
        request = json.loads(line)
        answers.flush()
        pid = os.fork()
        if pid == 0:
            _child(request)
        answers.write(json.dumps({"pid": pid}) + "\n")
        answers.flush()
        _, wait_status = os.waitpid(pid, 0)
        answers.write(json.dumps({"status": os.waitstatus_to_exitcode(wait_status)}) + "\n")
        answers.flush()
