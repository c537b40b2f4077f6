package tensor

import (
	"slices"
	"testing"
	"unsafe"
)

func TestNewUninit(t *testing.T) {
	for _, tc := range []struct {
		kind  Kind
		shape []int64
	}{
		{F32, []int64{300, 128}},    // large: not cleared
		{Complex128, []int64{5000}}, // large, 16-byte elements
		{Bool, []int64{1 << 17}},
		{SI8, []int64{7}}, // small: as New
		{F8E8M0FNU, []int64{3}},
	} {
		ty := Type{Kind: tc.kind, Shape: tc.shape}
		x, err := DefaultLimits().NewUninit(ty)
		if err != nil {
			t.Fatal(err)
		}
		if !x.Type().Equal(ty) {
			t.Errorf("NewUninit(%s) has type %s", ty, x.Type())
		}
		n, _ := numElements(tc.shape)
		if int64(x.Len()) != n {
			t.Errorf("NewUninit(%s) has %d elements, want %d", ty, x.Len(), n)
		}
		if n*storageBytes(tc.kind) < uninitMinBytes {
			z, _ := New(ty)
			if !slices.Equal(x.Raw(), z.Raw()) {
				t.Errorf("small NewUninit(%s) is not as New makes it", ty)
			}
		}
		// Every element can be written and read back.
		FillFirst(x, x)
		if x.Kind() == Complex128 {
			d := Data[complex128](x)
			if uintptr(unsafe.Pointer(&d[0]))%16 != 0 {
				t.Errorf("complex128 storage at %p is not 16-byte aligned", &d[0])
			}
			d[len(d)-1] = 3i
			if d[len(d)-1] != 3i {
				t.Error("last element not stored")
			}
		}
	}
	if _, err := (Limits{MaxElements: 10}).NewUninit(Type{Kind: F32, Shape: []int64{11}}); err == nil {
		t.Error("NewUninit over the limits succeeded")
	}
}

func TestReuseUninitKeepsBits(t *testing.T) {
	old, _ := FromSlice(Type{Kind: SI32, Shape: []int64{2, 3}}, []int32{1, 2, 3, 4, 5, 6})
	r := ReuseUninit(Type{Kind: SI32, Shape: []int64{6}}, old)
	if r == nil || !slices.Equal(r.Int32s(), []int32{1, 2, 3, 4, 5, 6}) || r.Rank() != 1 {
		t.Fatalf("ReuseUninit = %v", r)
	}
	if ReuseUninit(Type{Kind: F32, Shape: []int64{6}}, old) != nil || ReuseUninit(Type{Kind: SI32, Shape: []int64{5}}, old) != nil {
		t.Error("ReuseUninit accepted another storage type or size")
	}
}
