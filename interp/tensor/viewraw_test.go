package tensor

import (
	"testing"
	"unsafe"
)

func TestViewRaw(t *testing.T) {
	// f32 1.5 and -2 in little-endian order.
	raw := []byte{0, 0, 0xc0, 0x3f, 0, 0, 0, 0xc0}
	v, ok := ViewRaw(NewType(F32, 2), raw)
	if !ok {
		t.Fatal("f32 data is not viewed")
	}
	if got := v.Float32s(); got[0] != 1.5 || got[1] != -2 {
		t.Errorf("view holds %v", got)
	}
	if unsafe.Pointer(unsafe.SliceData(v.Float32s())) != unsafe.Pointer(unsafe.SliceData(raw)) {
		t.Errorf("the view copied the data")
	}
	want, err := FromRaw(NewType(F32, 2), raw, false)
	if err != nil {
		t.Fatal(err)
	}
	if !v.BitwiseEqual(want) {
		t.Errorf("view %v, FromRaw %v", v, want)
	}
	// Kinds whose storage differs from the raw layout, a wrong length and
	// misaligned data are left to FromRaw.
	buf := make([]byte, 17)
	for _, c := range []struct {
		name string
		typ  Type
		raw  []byte
	}{
		{"bf16", NewType(BF16, 4), buf[:8]},
		{"f16", NewType(F16, 4), buf[:8]},
		{"i4", NewType(SI4, 8), buf[:8]},
		{"i1", NewType(Bool, 8), buf[:8]},
		{"short", NewType(F32, 3), buf[:8]},
		{"splat", NewType(F32, 2), buf[:4]},
		{"misaligned", NewType(F64, 2), buf[1:17]},
		{"empty", NewType(F32, 0), nil},
	} {
		if _, ok := ViewRaw(c.typ, c.raw); ok {
			t.Errorf("%s: viewed", c.name)
		}
	}
	for _, typ := range []Type{NewType(SI8, 16), NewType(UI16, 8), NewType(SI32, 4), NewType(UI64, 2), NewType(F64, 2), NewType(Complex64, 2), NewType(Complex128, 1)} {
		if _, ok := ViewRaw(typ, buf[:16]); !ok {
			t.Errorf("%v: not viewed", typ)
		}
	}
}
