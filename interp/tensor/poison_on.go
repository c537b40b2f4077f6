//go:build uninitpoison

package tensor

import "math"

// Built with the uninitpoison tag (go test -tags uninitpoison), every
// tensor whose elements are unspecified when handed out (NewUninit,
// ReuseUninit, and the interpreter's PoisonUninit of outputs a caller
// provides) is filled with a poison pattern instead, at every size: a
// kernel that takes uninitialised storage but leaves an element unwritten
// then yields a value tests notice, where a plain build would yield
// whatever the memory held (often zero, which tests would not see). The
// pattern is a NaN for float and complex kinds, the bytes 0xA5 for integer
// kinds (odd values, negative for signed ones), and true for bool, whose
// storage must only ever hold 0 or 1.

// poisonUninit reports that the build poisons uninitialised storage.
const poisonUninit = true

// PoisonUninit fills t with the poison pattern of uninitialised storage
// in builds with the uninitpoison tag, and does nothing otherwise.
func PoisonUninit(t *Tensor) {
	if t == nil {
		return
	}
	nan32 := math.Float32frombits(0x7fc0a5a5)
	nan64 := math.Float64frombits(0x7ff8a5a5a5a5a5a5)
	switch s := t.data.(type) {
	case []bool:
		fill(s, true)
	case []int8:
		fill(s, int8(-0x5b))
	case []int16:
		fill(s, int16(-0x5a5b))
	case []int32:
		fill(s, int32(-0x5a5a5a5b))
	case []int64:
		fill(s, int64(-0x5a5a5a5a5a5a5a5b))
	case []uint8:
		fill(s, uint8(0xa5))
	case []uint16:
		fill(s, uint16(0xa5a5))
	case []uint32:
		fill(s, uint32(0xa5a5a5a5))
	case []uint64:
		fill(s, uint64(0xa5a5a5a5a5a5a5a5))
	case []float32:
		fill(s, nan32)
	case []float64:
		fill(s, nan64)
	case []complex64:
		fill(s, complex(nan32, nan32))
	case []complex128:
		fill(s, complex(nan64, nan64))
	}
}
