package tensor

import (
	"unsafe"
)

// littleEndian reports whether the machine stores integers least
// significant byte first, the order of raw element data.
func littleEndian() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 1
}

// ViewRaw returns a tensor of type t whose storage is raw itself, without
// copying, when that is possible: raw holds every element (not a splat) in
// the layout FromRaw reads, that layout is the one of t's storage in memory
// (a little-endian machine; 8-, 16-, 32- and 64-bit integers, f32, f64,
// complex64 and complex128, quantized or not) and raw is aligned for the
// storage type. Otherwise it returns nil and false, and the caller decodes
// with FromRaw.
//
// The tensor and raw share their memory: writing either changes the other,
// so ViewRaw suits values that are never written, such as a program's
// constants, whose data then lives once.
func ViewRaw(t Type, raw []byte) (*Tensor, bool) {
	if err := t.Validate(); err != nil || !littleEndian() {
		return nil, false
	}
	n, err := numElements(t.Shape)
	if err != nil || n == 0 {
		return nil, false
	}
	k := t.Kind
	size := storageBytes(k)
	if int64(len(raw)) != n*size || int64(k.RawBytes()) != size {
		return nil, false
	}
	if (k.IsInteger() && int64(k.BitWidth()) != 8*size) || k.IsNarrowFloat() || k == Bool {
		return nil, false
	}
	if uintptr(unsafe.Pointer(unsafe.SliceData(raw)))%uintptr(min(size, 8)) != 0 {
		return nil, false
	}
	p := unsafe.Pointer(unsafe.SliceData(raw))
	var data any
	switch k.StorageType() {
	case "int8":
		data = unsafe.Slice((*int8)(p), n)
	case "int16":
		data = unsafe.Slice((*int16)(p), n)
	case "int32":
		data = unsafe.Slice((*int32)(p), n)
	case "int64":
		data = unsafe.Slice((*int64)(p), n)
	case "uint8":
		data = unsafe.Slice((*uint8)(p), n)
	case "uint16":
		data = unsafe.Slice((*uint16)(p), n)
	case "uint32":
		data = unsafe.Slice((*uint32)(p), n)
	case "uint64":
		data = unsafe.Slice((*uint64)(p), n)
	case "float32":
		data = unsafe.Slice((*float32)(p), n)
	case "float64":
		data = unsafe.Slice((*float64)(p), n)
	case "complex64":
		data = unsafe.Slice((*complex64)(p), n)
	case "complex128":
		data = unsafe.Slice((*complex128)(p), n)
	default:
		return nil, false
	}
	return &Tensor{typ: t.Clone(), data: data}, true
}
