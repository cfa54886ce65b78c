"""Run BY THE REAL FRAMEWORK'S INTERPRETER (stdlib only): report its doc examples or public names as JSON.

    python _framework_probe.py examples NAME...   -> {NAME: [example source, ...]} (or {NAME: {"error": ...}})
    python _framework_probe.py names OWNER...     -> {OWNER: [public name, ...]} (a module's or class's; no submodules)
    python _framework_probe.py public TOP         -> {NAME: {"module": ..., "examples": [...]}} for every public name

Every public name (``public``): the names in ``__all__`` (or, without one, not
starting with ``_``) of the top-level module and of each submodule reached
through public attributes that is imported under that very name and has an
``__all__`` (documented API, not implementation modules), and the public
members each such class defines itself; an object reachable under several
names is listed once, under the first found breadth first (the shortest).
Only routines, classes and descriptors have examples (a constant's docstring
is its type's).

An example is one ``.. code-block::`` section of Python (they stand alone, as
paddle's doc checks run them: a section marked ``python``, or an unmarked one
written with ``>>>`` prompts; ``text`` sections and unmarked pseudo-code such
as MindSpore's ``prim = ops.Abs()`` illustrations are not examples), or one group of bare ``>>>`` lines, which runs after the
groups before it in the same docstring, as in a doctest session (torch's
later groups use names defined by earlier ones). Prompts are
stripped; the documented output lines are dropped: unigrad is compared with
what the real framework prints when it runs the example, not with the doc.
"""

import importlib
import inspect
import json
import re
import sys
import textwrap

_PROMPT = re.compile(r"^\s*(>>>|\.\.\.)( |$)")
_DIRECTIVE = re.compile(r"^\s*\.\.\s+code(-block)?::\s*(\S*)")
_PYTHON = {"python", "python3", "py", "pycon"}


def resolve(dotted):
    """The object named ``dotted`` (``paddle.Tensor.backward``): longest importable module, then attributes."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for attribute in parts[cut:]:
            obj = getattr(obj, attribute)
        return obj
    raise ImportError(f"cannot import {dotted}")


def _strip_prompts(lines):
    code = []
    for line in lines:
        match = _PROMPT.match(line)
        if match:
            code.append(line[match.end():])
    return textwrap.dedent("\n".join(code)).strip("\n")


def _bare_blocks(lines):
    """Groups of ``>>>`` lines outside directives; a prose paragraph between two groups separates them."""
    blocks, current, after_blank = [], [], False
    for line in lines:
        if _PROMPT.match(line):
            current.append(line)
        elif not line.strip():
            after_blank = True
            continue
        elif after_blank and current:  # prose, not the output of the line above
            blocks.append(current)
            current = []
        after_blank = False
    return [_strip_prompts(b) for b in blocks + [current] if b]


def examples(doc):
    """The examples in docstring ``doc`` (see the module's docstring)."""
    lines = inspect.cleandoc(doc or "").splitlines()
    blocks, rest, index = [], [], 0
    while index < len(lines):
        line = lines[index]
        directive = _DIRECTIVE.match(line)
        if directive:
            language = directive.group(2).lower()
            indent = len(line) - len(line.lstrip())
            index += 1
            body = []
            while index < len(lines) and (not lines[index].strip() or len(lines[index]) - len(lines[index].lstrip()) > indent):
                body.append(lines[index])
                index += 1
            body = [b for b in body if not b.strip().startswith(":")]  # directive options
            prompted = any(_PROMPT.match(b) for b in body)
            code = _strip_prompts(body) if prompted else textwrap.dedent("\n".join(body))
            if code.strip() and (language in _PYTHON or (not language and prompted)):
                blocks.append(code.strip("\n"))
            continue
        rest.append(line)
        index += 1
    bare = [b for b in _bare_blocks(rest) if b.strip()]
    return blocks + ["\n\n".join(bare[: k + 1]) for k in range(len(bare))]


def _documented(obj):
    return inspect.isroutine(obj) or inspect.isclass(obj) or inspect.isdatadescriptor(obj) or inspect.ismethoddescriptor(obj)


def public(top):
    """``{name: {"module": module's public name, "examples": [...]}}`` for every public name under ``top``."""
    root = importlib.import_module(top)
    report, seen, visited, queue = {}, set(), {id(root)}, [(top, root)]
    while queue:
        prefix, module = queue.pop(0)
        exported = getattr(module, "__all__", None)
        for attribute in sorted(set(dir(module))):
            if attribute.startswith("_"):
                continue
            try:
                obj = getattr(module, attribute)
            except Exception:  # noqa: BLE001 - a lazy attribute that fails to load is not public API we can run
                continue
            name = f"{prefix}.{attribute}"
            if inspect.ismodule(obj):
                if obj.__name__ == name and id(obj) not in visited and hasattr(obj, "__all__"):
                    visited.add(id(obj))
                    queue.append((name, obj))
                continue
            if exported is not None and attribute not in exported:
                continue
            if _documented(obj):
                if id(obj) in seen:
                    continue
                seen.add(id(obj))
            report[name] = {"module": prefix, "examples": examples(obj.__doc__) if _documented(obj) else []}
            if not inspect.isclass(obj):
                continue
            for member_name in sorted(vars(obj)):
                if member_name.startswith("_"):
                    continue
                try:
                    member = getattr(obj, member_name)
                except Exception:  # noqa: BLE001 - as above
                    continue
                if _documented(member):
                    if id(member) in seen:
                        continue
                    seen.add(id(member))
                docs = examples(member.__doc__) if _documented(member) else []
                report[f"{name}.{member_name}"] = {"module": prefix, "examples": docs}
    return report


def main(argv):
    command, names = argv[0], argv[1:]
    if command == "public":
        json.dump(public(names[0]), sys.stdout)
        return
    report = {}
    for name in names:
        try:
            if command == "examples":
                report[name] = examples(resolve(name).__doc__)
            else:
                owner = resolve(name)
                report[name] = sorted(n for n in dir(owner) if not n.startswith("_")
                                      and not inspect.ismodule(getattr(owner, n, None)))
        except Exception as error:  # noqa: BLE001 - reported, not raised: one bad name must not hide the rest
            report[name] = {"error": f"{type(error).__name__}: {error}"}
    json.dump(report, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1:])
