"""The package's import structure: every module imports alone, and the import graph has no cycle.

The graph is read from the modules' import statements (``ast``), wherever they
are (a function-level import is a cycle waiting for the function to run).
Importing ``a.b.c`` from module M runs ``a``, ``a.b`` and ``a.b.c``: M gets an
edge to each of them that is not one of its own packages (those are already
importing when M runs). Cycles not yet removed are listed in ``KNOWN_CYCLES``;
the list only shrinks: a listed cycle that no longer exists fails the test.
"""

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE_ROOT = Path(__file__).resolve().parents[1] / "unigrad"

#: Import cycles still to be removed, each as the sorted modules of one strongly connected component.
KNOWN_CYCLES = []


#: Modules that are a process's main module (they act when imported), not imported by anything.
RUN_AS_MAIN = ("unigrad.__main__", "unigrad._spawned_main")


def _module_name(path):
    parts = path.relative_to(PACKAGE_ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def package_modules():
    """``{dotted module name: path}`` for every module of the package."""
    return {_module_name(path): path for path in sorted(PACKAGE_ROOT.rglob("*.py"))}


def _imported(module, path, node, modules):
    """The package's modules that the import statement ``node`` of ``module`` names."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:  # relative: from the module's package (a package's __init__ is its own package)
        base = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
        base = ".".join(base[: len(base) - (node.level - 1)] + ([node.module] if node.module else []))
    else:
        base = node.module
    # ``from a.b import c`` imports a.b, and a.b.c too when c is a module
    return [base] + [f"{base}.{alias.name}" for alias in node.names if f"{base}.{alias.name}" in modules]


def import_graph():
    """``{module: {modules it imports}}`` within the package, as described in the module docstring."""
    modules = package_modules()
    graph = {}
    for module, path in modules.items():
        own_packages = {".".join(module.split(".")[:k]) for k in range(1, module.count(".") + 1)}
        if path.name == "__init__.py":
            own_packages.add(module)
        edges = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for name in _imported(module, path, node, modules):
                    parts = name.split(".")
                    edges.update(p for p in (".".join(parts[:k]) for k in range(1, len(parts) + 1))
                                 if p in modules and p not in own_packages and p != module)
        graph[module] = edges
    return graph


def cycles(graph):
    """The strongly connected components with more than one module (Tarjan's algorithm), each sorted."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for succ in sorted(graph.get(node, ())):
            if succ not in index:
                visit(succ)
                low[node] = min(low[node], low[succ])
            elif succ in on_stack:
                low[node] = min(low[node], index[succ])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10 * len(graph) + 100))
    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def test_the_graph_reader_sees_relative_function_level_and_package_imports(tmp_path):
    graph = {"a.x": {"a.y"}, "a.y": {"a.z"}, "a.z": {"a.x"}, "a.w": {"a.x"}}
    assert cycles(graph) == [["a.x", "a.y", "a.z"]]
    real = import_graph()
    assert "unigrad.aliasing" in real["unigrad.run"]  # a function-level ``from unigrad import aliasing``
    assert "unigrad.conform" in real["unigrad.cli"]  # importing unigrad.conform.cli runs unigrad.conform first
    assert "unigrad.conform" not in real["unigrad.conform.runner"]  # its own package is already importing


def test_no_import_cycles_but_the_known_ones():
    found = cycles(import_graph())
    new = [c for c in found if c not in KNOWN_CYCLES]
    gone = [c for c in KNOWN_CYCLES if c not in found]
    assert not new, f"new import cycles: {new}"
    assert not gone, f"these cycles are gone or smaller: update KNOWN_CYCLES to what remains ({found}): {gone}"


_IMPORT_EACH_ALONE = r"""
import importlib, importlib.machinery, json, sys, traceback

# Compiling is what a re-import costs most (no .pyc is written here): each source is compiled once and
# its code object run afresh in each new module, which is what a first import does.
_compile = importlib.machinery.SourceFileLoader.get_code
_compiled = {}
importlib.machinery.SourceFileLoader.get_code = lambda loader, name: _compiled.get(loader.path) or _compiled.setdefault(
    loader.path, _compile(loader, name))

baseline = set(sys.modules)
failures = {}
for name in json.loads(sys.argv[1]):
    for loaded in set(sys.modules) - baseline:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except BaseException:
        failures[name] = traceback.format_exc(limit=-3)
print(json.dumps(failures))
"""


def test_every_module_imports_alone():
    """Each module imports first in a clean ``sys.modules`` (torch and numpy stay loaded: dependencies, not ours)."""
    names = [name for name in package_modules() if name not in RUN_AS_MAIN]
    code = "import torch, numpy\n" + _IMPORT_EACH_ALONE
    done = subprocess.run([sys.executable, "-c", code, json.dumps(names)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(done.stdout.splitlines()[-1]) == {}
