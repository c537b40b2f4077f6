package tensor

import (
	"strings"
	"unsafe"
)

// Tensors whose every element a kernel is about to write need no zeroed
// storage. Go's make clears what it allocates, and for a large slice that
// is a pass over the whole buffer on one goroutine before the kernel makes
// its own: the pass costs as much as a copy, and when the memory comes
// fresh from the operating system it is the pass that first touches (and
// so faults in) every page. NewUninit allocates large storage without that
// pass, so that the pages are first touched by the kernel's own, parallel
// writes.

// uninitMinBytes is the size below which NewUninit allocates as New does:
// small slices come from size-class spans whose clearing costs next to
// nothing.
const uninitMinBytes = 64 << 10

// rawStorage returns n bytes of new, uncleared, pointer-free memory,
// aligned for every storage element type (n is at least uninitMinBytes,
// so the block is a large object of whole pages). strings.Builder.Grow
// allocates its buffer without clearing it, as its contents are always
// written before they are read; one byte written makes the buffer's start
// reachable through the built string.
func rawStorage(n int) unsafe.Pointer {
	var b strings.Builder
	b.Grow(n)
	b.WriteByte(0)
	return unsafe.Pointer(unsafe.StringData(b.String()))
}

// uninitStorage is makeStorage without clearing, for n elements of kind k
// taking at least uninitMinBytes; it returns nil for other sizes.
func uninitStorage(k Kind, n int) any {
	eb := int(storageBytes(k))
	if n <= 0 || n*eb < uninitMinBytes {
		return nil
	}
	p := rawStorage(n * eb)
	switch k.StorageType() {
	case "bool":
		return unsafe.Slice((*bool)(p), n)
	case "int8":
		return unsafe.Slice((*int8)(p), n)
	case "int16":
		return unsafe.Slice((*int16)(p), n)
	case "int32":
		return unsafe.Slice((*int32)(p), n)
	case "int64":
		return unsafe.Slice((*int64)(p), n)
	case "uint8":
		return unsafe.Slice((*uint8)(p), n)
	case "uint16":
		return unsafe.Slice((*uint16)(p), n)
	case "uint32":
		return unsafe.Slice((*uint32)(p), n)
	case "uint64":
		return unsafe.Slice((*uint64)(p), n)
	case "float32":
		return unsafe.Slice((*float32)(p), n)
	case "float64":
		return unsafe.Slice((*float64)(p), n)
	case "complex64":
		return unsafe.Slice((*complex64)(p), n)
	case "complex128":
		return unsafe.Slice((*complex128)(p), n)
	}
	return nil
}

// NewUninit allocates a tensor of type t within the limits l whose
// elements are unspecified: the caller must write every element before
// any is read. Bool tensors may hold bytes other than 0 and 1 until then.
// Small tensors are zero-filled as New makes them.
func (l Limits) NewUninit(t Type) (*Tensor, error) {
	n, err := l.Check(t)
	if err != nil {
		return nil, err
	}
	d := uninitStorage(t.Kind, n)
	if d == nil {
		return l.New(t)
	}
	return &Tensor{typ: t.Clone(), data: d}, nil
}

// ReuseUninit is Reuse without setting the elements: the tensor of type t
// over old's storage keeps old's bits, for a caller that writes every
// element before reading any. It returns nil when t's storage type or
// element count is not old's.
func ReuseUninit(t Type, old *Tensor) *Tensor { return Reshaped(t, old) }

// ZeroBits sets the bits of every element of t to zero (the value zero
// for every kind but F8E8M0FNU).
func ZeroBits(t *Tensor) {
	switch s := t.data.(type) {
	case []bool:
		clear(s)
	case []int8:
		clear(s)
	case []int16:
		clear(s)
	case []int32:
		clear(s)
	case []int64:
		clear(s)
	case []uint8:
		clear(s)
	case []uint16:
		clear(s)
	case []uint32:
		clear(s)
	case []uint64:
		clear(s)
	case []float32:
		clear(s)
	case []float64:
		clear(s)
	case []complex64:
		clear(s)
	case []complex128:
		clear(s)
	}
}
