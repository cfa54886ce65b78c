"""The few pieces of the protocol-buffer wire format a MindSpore checkpoint needs, with no dependency.

A checkpoint is ``Checkpoint { repeated Value value = 1; }`` with ``Value {
string tag = 1; TensorProto tensor = 2; }`` and ``TensorProto { repeated
int64 dims = 1; string tensor_type = 2; bytes tensor_content = 3; }`` (proto2:
``dims`` unpacked, one field per dimension). Only varints (wire type 0) and
length-delimited fields (wire type 2) occur.

>>> fields(encode_field(1, b"ab") + encode_field(2, 7))
[(1, b'ab'), (2, 7)]
"""

__all__ = ["encode_field", "fields"]


def _varint(value):
    value &= (1 << 64) - 1  # negative int64s take ten bytes, as in protobuf
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def encode_field(number, value):
    """One field: an int as a varint, bytes (or str, as UTF-8) length-delimited."""
    if isinstance(value, int):
        return _varint(number << 3) + _varint(value)
    if isinstance(value, str):
        value = value.encode("utf-8")
    return _varint((number << 3) | 2) + _varint(len(value)) + bytes(value)


def _read_varint(data, at):
    value, shift = 0, 0
    while True:
        if at >= len(data):
            raise ValueError("truncated varint")
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, at


def fields(data):
    """The ``(number, value)`` pairs of a message: ints for varints, bytes for length-delimited fields."""
    out, at = [], 0
    data = memoryview(data)
    while at < len(data):
        key, at = _read_varint(data, at)
        number, wire = key >> 3, key & 7
        if wire == 0:
            value, at = _read_varint(data, at)
        elif wire == 2:
            size, at = _read_varint(data, at)
            if at + size > len(data):
                raise ValueError("truncated field")
            value, at = bytes(data[at:at + size]), at + size
        elif wire == 1:
            value, at = bytes(data[at:at + 8]), at + 8
        elif wire == 5:
            value, at = bytes(data[at:at + 4]), at + 4
        else:
            raise ValueError(f"unsupported wire type {wire}")
        out.append((number, value))
    return out
