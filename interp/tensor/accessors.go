package tensor

import (
	"fmt"
	"reflect"
)

// Typed accessors. The storage accessors (Float32s, Int64s, ...) return nil
// when the tensor's storage holds other elements; the As accessors return
// the same slice, or an error wrapping ErrKindMismatch that names the
// tensor's type and the storage it has. Either way the slice is the
// tensor's own storage, not a copy: writing it changes the tensor (see
// FromSlice for the converse aliasing).

// ErrKindMismatch reports a typed accessor used on a tensor whose storage
// holds elements of another Go type.
const ErrKindMismatch Error = "element kind mismatch"

// KindError reports a typed accessor used on a tensor whose storage holds
// elements of another Go type. It matches ErrKindMismatch.
type KindError struct {
	// Type is the tensor's type.
	Type Type
	// Want is the Go element type the accessor returns, e.g. "float32".
	Want string
}

// Error names the tensor's type, its storage and the accessor's.
func (e *KindError) Error() string {
	return fmt.Sprintf("tensor: a %v tensor stores []%s, not []%s", e.Type, e.Type.Kind.StorageType(), e.Want)
}

// Is reports whether target is ErrKindMismatch.
func (e *KindError) Is(target error) bool { return target == ErrKindMismatch }

// As returns the storage slice of t if its element type is T, and a
// *KindError otherwise.
func As[T Storage](t *Tensor) ([]T, error) {
	s, ok := t.data.([]T)
	if !ok {
		return nil, &KindError{Type: t.typ.Clone(), Want: fmt.Sprintf("%T", *new(T))}
	}
	return s, nil
}

// AsBools returns the storage of a Bool tensor, or a *KindError.
func (t *Tensor) AsBools() ([]bool, error) { return As[bool](t) }

// AsInt8s returns the storage of an SI2, SI4 or SI8 tensor, or a *KindError.
func (t *Tensor) AsInt8s() ([]int8, error) { return As[int8](t) }

// AsInt16s returns the storage of an SI16 tensor, or a *KindError.
func (t *Tensor) AsInt16s() ([]int16, error) { return As[int16](t) }

// AsInt32s returns the storage of an SI32 tensor, or a *KindError.
func (t *Tensor) AsInt32s() ([]int32, error) { return As[int32](t) }

// AsInt64s returns the storage of an SI64 tensor, or a *KindError.
func (t *Tensor) AsInt64s() ([]int64, error) { return As[int64](t) }

// AsUint8s returns the storage of a UI2, UI4 or UI8 tensor, or a *KindError.
func (t *Tensor) AsUint8s() ([]uint8, error) { return As[uint8](t) }

// AsUint16s returns the storage of a UI16 tensor, or a *KindError.
func (t *Tensor) AsUint16s() ([]uint16, error) { return As[uint16](t) }

// AsUint32s returns the storage of a UI32 tensor, or a *KindError.
func (t *Tensor) AsUint32s() ([]uint32, error) { return As[uint32](t) }

// AsUint64s returns the storage of a UI64 tensor, or a *KindError.
func (t *Tensor) AsUint64s() ([]uint64, error) { return As[uint64](t) }

// AsFloat32s returns the storage of an F32, TF32 or narrower float tensor,
// or a *KindError.
func (t *Tensor) AsFloat32s() ([]float32, error) { return As[float32](t) }

// AsFloat64s returns the storage of an F64 tensor, or a *KindError.
func (t *Tensor) AsFloat64s() ([]float64, error) { return As[float64](t) }

// AsComplex64s returns the storage of a Complex64 tensor, or a *KindError.
func (t *Tensor) AsComplex64s() ([]complex64, error) { return As[complex64](t) }

// AsComplex128s returns the storage of a Complex128 tensor, or a
// *KindError.
func (t *Tensor) AsComplex128s() ([]complex128, error) { return As[complex128](t) }

// CopyFrom copies the elements of src into t, whose type must equal src's.
func (t *Tensor) CopyFrom(src *Tensor) error {
	if !t.typ.Equal(src.typ) {
		return fmt.Errorf("tensor: cannot copy a %v into a %v", src.typ, t.typ)
	}
	reflect.Copy(reflect.ValueOf(t.data), reflect.ValueOf(src.data))
	return nil
}

// Zero sets every element of t to the value New gives it.
func (t *Tensor) Zero() {
	if d, ok := t.data.([]float32); ok && t.typ.Kind == F8E8M0FNU {
		for i := range d {
			d[i] = 0x1p-127
		}
		return
	}
	reflect.ValueOf(t.data).Clear()
}
