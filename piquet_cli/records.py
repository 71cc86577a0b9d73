"""``NamedTuple``: typing's, made without compiling source as the program starts (issue 25).

``typing.NamedTuple`` makes each record's ``__new__`` by compiling a line of Python source
(``collections.namedtuple``'s ``eval``) and checks each field's annotation on the way: some
0.1 ms a record, at every start-up, and a command that shows a partie defines some fifty (the
neutral view, the engine's facts, the field table). This one makes the class ``namedtuple``
makes (``_fields``, ``_field_defaults``, ``__match_args__``, ``_make``, ``_replace``,
``_asdict``, ``__repr__``, ``__getnewargs__``, each field read by index in C; then the class
body's docstring and methods, as typing sets them), its ``__new__`` made from a constructor
compiled with this module, the one for its number of fields (``_new_3``), its arguments
renamed to the fields (``CodeType.replace``) and given their defaults. A record so made is
made, compared, hashed, copied and pickled as typing's, as fast.

For mypy it *is* ``typing.NamedTuple``: ``class Card(NamedTuple):`` reads as ever, imported
from here. Two differences, which nothing reads: ``__annotations__`` are the class body's as
written (typing makes a string a ``ForwardRef`` and ``None`` ``NoneType``), and a field name
is not checked against Python's keywords. A record of more than ``MOST_FIELDS`` fields is
made by ``collections.namedtuple``, as typing makes it.
"""

from collections.abc import Callable, Sequence
from types import FunctionType
from typing import TYPE_CHECKING, Any

__all__ = ["MOST_FIELDS", "NamedTuple"]

MOST_FIELDS = 24
"""The most fields of a record made here; one of more is made by ``collections.namedtuple``."""

_OWN = frozenset(
    ("__new__", "__init__", "__slots__", "__getnewargs__", "_fields", "_field_defaults", "_make")
    + ("_replace", "_asdict", "_source")
)
"""What a record's class body may not define (typing's ``_prohibited``)."""
_NOT_COPIED = frozenset(("__module__", "__name__", "__annotations__"))
"""What of a class body is not set on the record (typing's ``_special``)."""


def _record(
    typename: str,
    fields: tuple[str, ...],
    defaults: tuple[Any, ...],
    module: str,
    constructors: Sequence[Callable[..., Any]],
) -> type:
    """The class ``collections.namedtuple(typename, fields, defaults=defaults, module=module)``
    makes, its ``__new__`` one of ``constructors`` (by its number of fields) renamed."""
    from collections import _tuplegetter  # type: ignore[attr-defined]

    if len(fields) > MOST_FIELDS:
        from collections import namedtuple

        factory: Callable[..., type] = namedtuple
        return factory(typename, fields, defaults=defaults, module=module)
    for name in fields:
        if name.startswith("_"):
            raise ValueError(f"Field names cannot start with an underscore: {name!r}")
    if len(set(fields)) != len(fields):
        raise ValueError(f"Encountered duplicate field name: {fields!r}")
    count = len(fields)
    arg_list = ", ".join(fields)
    template = constructors[count]
    code = template.__code__
    new = FunctionType(
        code.replace(
            co_varnames=("_cls", *fields, *code.co_varnames[count + 1 :]),
            co_name="__new__",
            co_qualname=f"{typename}.__new__",
        ),
        template.__globals__,
        "__new__",
        defaults or None,
    )
    new.__doc__ = f"Create new instance of {typename}({arg_list})"
    tuple_new = tuple.__new__

    def _make(cls: type, iterable: Any) -> Any:
        result: tuple[Any, ...] = tuple_new(cls, iterable)
        if len(result) != count:
            raise TypeError(f"Expected {count} arguments, got {len(result)}")
        return result

    def _replace(self: Any, /, **kwds: Any) -> Any:
        result = self._make(map(kwds.pop, fields, self))
        if kwds:
            raise ValueError(f"Got unexpected field names: {list(kwds)!r}")
        return result

    repr_fmt = "(" + ", ".join(f"{name}=%r" for name in fields) + ")"

    def __repr__(self: Any) -> str:
        return str(self.__class__.__name__ + repr_fmt % self)

    def _asdict(self: Any) -> dict[str, Any]:
        return dict(zip(self._fields, self))

    def __getnewargs__(self: Any) -> tuple[Any, ...]:
        return tuple(self)

    _make.__doc__ = f"Make a new {typename} object from a sequence or iterable"
    _replace.__doc__ = f"Return a new {typename} object replacing specified fields with new values"
    __repr__.__doc__ = "Return a nicely formatted representation string"
    _asdict.__doc__ = "Return a new dict which maps field names to their values."
    __getnewargs__.__doc__ = "Return self as a plain tuple.  Used by copy and pickle."
    for method in (new, _make, _replace, __repr__, _asdict, __getnewargs__):
        method.__qualname__ = f"{typename}.{method.__name__}"
    namespace: dict[str, Any] = {
        "__doc__": f"{typename}({arg_list})",
        "__slots__": (),
        "_fields": fields,
        "_field_defaults": dict(zip(fields[count - len(defaults) :], defaults)) if defaults else {},
        "__new__": new,
        "_make": classmethod(_make),
        "_replace": _replace,
        "__repr__": __repr__,
        "_asdict": _asdict,
        "__getnewargs__": __getnewargs__,
        "__match_args__": fields,
        "__module__": module,
    }
    for index, name in enumerate(fields):
        namespace[name] = _tuplegetter(index, f"Alias for field number {index}")
    return type(typename, (tuple,), namespace)


def _maker(constructors: Sequence[Callable[..., Any]]) -> type:
    """The class ``NamedTuple`` is at run time: a class body made a record, as typing's
    ``NamedTupleMeta`` makes it, by ``_record``."""

    class Maker(type):
        def __new__(mcs, typename: str, bases: tuple[type, ...], ns: dict[str, Any]) -> Any:
            if not bases:  # NamedTuple itself
                return super().__new__(mcs, typename, bases, ns)
            if len(bases) > 1:
                raise TypeError("can only inherit from a NamedTuple type and Generic")
            types: dict[str, Any] = ns.get("__annotations__", {})
            fields = tuple(types)
            defaults: list[Any] = []
            for name in fields:
                if name in ns:
                    defaults.append(ns[name])
                elif defaults:
                    before = ", ".join(f for f in fields[: fields.index(name)] if f in ns)
                    s = "s" if len(defaults) > 1 else ""
                    raise TypeError(
                        f"Non-default namedtuple field {name} cannot follow default field{s} {before}"
                    )
            made = _record(typename, fields, tuple(defaults), ns["__module__"], constructors)
            made.__annotations__ = types
            made.__new__.__annotations__ = types
            for key, value in ns.items():
                if key in _OWN:
                    raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
                if key not in _NOT_COPIED and key not in fields:
                    setattr(made, key, value)
            return made

    class NamedTuple(metaclass=Maker):
        pass

    return NamedTuple


if TYPE_CHECKING:
    from typing import NamedTuple
else:
    _tuple_new = tuple.__new__

    # A constructor a number of fields, compiled with this module: ``_new_2(cls, a, b)`` makes the
    # tuple (a, b) of class cls, as namedtuple's ``__new__`` of two fields does; a record's
    # ``__new__`` is the one of its number of fields, its arguments renamed to the fields.

    def _new_0(_cls):
        return _tuple_new(_cls, ())

    def _new_1(_cls, a):
        return _tuple_new(_cls, (a,))

    def _new_2(_cls, a, b):
        return _tuple_new(_cls, (a, b))

    def _new_3(_cls, a, b, c):
        return _tuple_new(_cls, (a, b, c))

    def _new_4(_cls, a, b, c, d):
        return _tuple_new(_cls, (a, b, c, d))

    def _new_5(_cls, a, b, c, d, e):
        return _tuple_new(_cls, (a, b, c, d, e))

    def _new_6(_cls, a, b, c, d, e, f):
        return _tuple_new(_cls, (a, b, c, d, e, f))

    def _new_7(_cls, a, b, c, d, e, f, g):
        return _tuple_new(_cls, (a, b, c, d, e, f, g))

    def _new_8(_cls, a, b, c, d, e, f, g, h):
        return _tuple_new(_cls, (a, b, c, d, e, f, g, h))

    def _new_9(_cls, a, b, c, d, e, f, g, h, i):
        return _tuple_new(_cls, (a, b, c, d, e, f, g, h, i))

    def _new_10(_cls, a, b, c, d, e, f, g, h, i, j):
        return _tuple_new(_cls, (a, b, c, d, e, f, g, h, i, j))

    def _new_11(_cls, a, b, c, d, e, f, g, h, i, j, k):
        return _tuple_new(_cls, (a, b, c, d, e, f, g, h, i, j, k))

    def _new_12(_cls, a, b, c, d, e, f, g, h, i, j, k, m):
        return _tuple_new(_cls, (a, b, c, d, e, f, g, h, i, j, k, m))

    def _new_13(_cls, a, b, c, d, e, f, g, h, i, j, k, m, n):
        return _tuple_new(_cls, (a, b, c, d, e, f, g, h, i, j, k, m, n))

    def _new_14(_cls, a, b, c, d, e, f, g, h, i, j, k, m, n, o):
        return _tuple_new(_cls, (a, b, c, d, e, f, g, h, i, j, k, m, n, o))

    def _new_15(_cls, a, b, c, d, e, f, g, h, i, j, k, m, n, o, p):
        return _tuple_new(_cls, (a, b, c, d, e, f, g, h, i, j, k, m, n, o, p))

    def _new_16(_cls, a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q):
        return _tuple_new(_cls, (a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q))

    def _new_17(_cls, a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q, r):
        return _tuple_new(_cls, (a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q, r))

    def _new_18(_cls, a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q, r, s):
        return _tuple_new(_cls, (a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q, r, s))

    def _new_19(_cls, a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q, r, s, t):
        return _tuple_new(_cls, (a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q, r, s, t))

    def _new_20(_cls, a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q, r, s, t, u):
        return _tuple_new(_cls, (a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q, r, s, t, u))

    def _new_21(_cls, a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q, r, s, t, u, v):
        return _tuple_new(_cls, (a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q, r, s, t, u, v))

    def _new_22(_cls, a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q, r, s, t, u, v, w):
        return _tuple_new(_cls, (a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q, r, s, t, u, v, w))

    def _new_23(_cls, a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q, r, s, t, u, v, w, x):
        return _tuple_new(_cls, (a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q, r, s, t, u, v, w, x))

    def _new_24(_cls, a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q, r, s, t, u, v, w, x, y):
        return _tuple_new(_cls, (a, b, c, d, e, f, g, h, i, j, k, m, n, o, p, q, r, s, t, u, v, w, x, y))

    NamedTuple = _maker(
        (
            _new_0,
            _new_1,
            _new_2,
            _new_3,
            _new_4,
            _new_5,
            _new_6,
            _new_7,
            _new_8,
            _new_9,
            _new_10,
            _new_11,
            _new_12,
            _new_13,
            _new_14,
            _new_15,
            _new_16,
            _new_17,
            _new_18,
            _new_19,
            _new_20,
            _new_21,
            _new_22,
            _new_23,
            _new_24,
        )
    )
