package tensor

import (
	"errors"
	"strings"
	"testing"
)

func TestTypedAccessors(t *testing.T) {
	f, err := FromSlice(NewType(F32, 2), []float32{1, 2})
	if err != nil {
		t.Fatal(err)
	}
	got, err := f.AsFloat32s()
	if err != nil || len(got) != 2 || got[1] != 2 {
		t.Fatalf("AsFloat32s = %v, %v", got, err)
	}
	got[0] = 7
	if f.Float32s()[0] != 7 {
		t.Errorf("AsFloat32s does not alias the storage")
	}
	_, err = f.AsInt64s()
	var ke *KindError
	if !errors.As(err, &ke) || !errors.Is(err, ErrKindMismatch) || ke.Want != "int64" || ke.Type.Kind != F32 {
		t.Fatalf("AsInt64s on f32: got %v", err)
	}
	if msg := err.Error(); !strings.Contains(msg, "tensor<2xf32>") || !strings.Contains(msg, "[]float32") || !strings.Contains(msg, "[]int64") {
		t.Errorf("message %q", msg)
	}
	if f.Int64s() != nil {
		t.Errorf("Int64s on f32 is not nil")
	}

	// Every kind's accessor succeeds on its own storage and fails on the
	// others.
	kinds := []Kind{Bool, SI8, SI16, SI32, SI64, UI8, UI16, UI32, UI64, BF16, F64, Complex64, Complex128}
	for _, k := range kinds {
		x, err := New(NewType(k, 3))
		if err != nil {
			t.Fatal(err)
		}
		accessors := map[string]func() (int, error){
			"bool":       func() (int, error) { s, err := x.AsBools(); return len(s), err },
			"int8":       func() (int, error) { s, err := x.AsInt8s(); return len(s), err },
			"int16":      func() (int, error) { s, err := x.AsInt16s(); return len(s), err },
			"int32":      func() (int, error) { s, err := x.AsInt32s(); return len(s), err },
			"int64":      func() (int, error) { s, err := x.AsInt64s(); return len(s), err },
			"uint8":      func() (int, error) { s, err := x.AsUint8s(); return len(s), err },
			"uint16":     func() (int, error) { s, err := x.AsUint16s(); return len(s), err },
			"uint32":     func() (int, error) { s, err := x.AsUint32s(); return len(s), err },
			"uint64":     func() (int, error) { s, err := x.AsUint64s(); return len(s), err },
			"float32":    func() (int, error) { s, err := x.AsFloat32s(); return len(s), err },
			"float64":    func() (int, error) { s, err := x.AsFloat64s(); return len(s), err },
			"complex64":  func() (int, error) { s, err := x.AsComplex64s(); return len(s), err },
			"complex128": func() (int, error) { s, err := x.AsComplex128s(); return len(s), err },
		}
		for name, acc := range accessors {
			n, err := acc()
			if name == k.StorageType() {
				if err != nil || n != 3 {
					t.Errorf("%v: As %s = %d, %v", k, name, n, err)
				}
			} else if !errors.Is(err, ErrKindMismatch) || n != 0 {
				t.Errorf("%v: As %s = %d, %v, want a kind mismatch", k, name, n, err)
			}
		}
	}
}
