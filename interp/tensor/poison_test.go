package tensor

import (
	"math"
	"testing"
)

// TestPoisonUninit checks that the uninitpoison build hands out no
// uninitialised storage with plausible values, and that plain builds leave
// tensors alone.
func TestPoisonUninit(t *testing.T) {
	l := DefaultLimits()
	for _, k := range []Kind{F32, BF16, F64, Complex64, SI32, UI8, SI4, Bool} {
		for _, n := range []int64{3, 1 << 16} {
			ty := Type{Kind: k, Shape: []int64{n}}
			x, err := l.NewUninit(ty)
			if err != nil {
				t.Fatal(err)
			}
			old, _ := New(ty)
			r := ReuseUninit(ty, old)
			for _, y := range []*Tensor{x, r} {
				poisoned := isPoisoned(y)
				if poisonUninit && !poisoned {
					t.Errorf("%s: uninitialised storage is not poisoned", ty)
				}
				if !poisonUninit && y == r && poisoned {
					t.Errorf("%s: ReuseUninit changed the storage", ty)
				}
			}
			if k == Bool && !poisonUninit {
				for i, b := range x.Bools() {
					if b {
						t.Fatalf("%s: NewUninit bool element %d is set", ty, i)
					}
				}
			}
		}
	}
}

// isPoisoned reports whether every element of x holds the poison pattern.
func isPoisoned(x *Tensor) bool {
	ok := true
	switch s := x.data.(type) {
	case []bool:
		for _, v := range s {
			ok = ok && v
		}
	case []int8:
		for _, v := range s {
			ok = ok && uint8(v) == poisonByteValue
		}
	case []int32:
		for _, v := range s {
			ok = ok && uint32(v) == 0xa5a5a5a5
		}
	case []uint8:
		for _, v := range s {
			ok = ok && v == poisonByteValue
		}
	case []float32:
		for _, v := range s {
			ok = ok && math.IsNaN(float64(v))
		}
	case []float64:
		for _, v := range s {
			ok = ok && math.IsNaN(v)
		}
	case []complex64:
		for _, v := range s {
			ok = ok && math.IsNaN(float64(real(v))) && math.IsNaN(float64(imag(v)))
		}
	default:
		return false
	}
	return ok
}

// poisonByteValue is the byte of poisoned one-byte integer storage.
const poisonByteValue = 0xA5
