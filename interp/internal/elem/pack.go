package elem

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/internal/strided"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Packing operands into accumulator types and storing accumulated results,
// for the products (dot_general, convolution, einsum): the conversions
// depend on both the storage type and the accumulator type, so they are
// functions generic over the accumulator that switch once over the
// storage.

// numElems is the number of elements of shape.
func numElems(shape []int64) int {
	n := 1
	for _, d := range shape {
		n *= int(d)
	}
	return n
}

// Acc are the accumulators of real results.
type Acc interface {
	int64 | uint64 | float32 | float64
}

// realStorage are the storage types of real, non-boolean kinds.
type realStorage interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~float32 | ~float64
}

// PackReal converts a real or boolean tensor into accumulator values, in
// row-major order over shape reading t at strides.
func PackReal[D Acc](t *tensor.Tensor, shape, strides []int64) ([]D, error) {
	dst := make([]D, numElems(shape))
	switch s := t.Storage().(type) {
	case []bool:
		u := make([]uint8, len(s))
		for i, b := range s {
			if b {
				u[i] = 1
			}
		}
		strided.PermuteConvert(dst, u, shape, strides)
	case []int8:
		strided.PermuteConvert(dst, s, shape, strides)
	case []int16:
		strided.PermuteConvert(dst, s, shape, strides)
	case []int32:
		strided.PermuteConvert(dst, s, shape, strides)
	case []int64:
		strided.PermuteConvert(dst, s, shape, strides)
	case []uint8:
		strided.PermuteConvert(dst, s, shape, strides)
	case []uint16:
		strided.PermuteConvert(dst, s, shape, strides)
	case []uint32:
		strided.PermuteConvert(dst, s, shape, strides)
	case []uint64:
		strided.PermuteConvert(dst, s, shape, strides)
	case []float32:
		strided.PermuteConvert(dst, s, shape, strides)
	case []float64:
		strided.PermuteConvert(dst, s, shape, strides)
	default:
		return nil, fmt.Errorf("cannot use %s elements here", t.Kind())
	}
	return dst, nil
}

// PackComplex converts a complex tensor like PackReal.
func PackComplex[D complex64 | complex128](t *tensor.Tensor, shape, strides []int64) ([]D, error) {
	dst := make([]D, numElems(shape))
	switch s := t.Storage().(type) {
	case []complex64:
		tmp := make([]complex64, len(dst))
		strided.Permute(tmp, s, shape, strides)
		for i, x := range tmp {
			dst[i] = D(x)
		}
	case []complex128:
		tmp := make([]complex128, len(dst))
		strided.Permute(tmp, s, shape, strides)
		for i, x := range tmp {
			dst[i] = D(x)
		}
	default:
		return nil, fmt.Errorf("cannot use %s elements here", t.Kind())
	}
	return dst, nil
}

// StoreReal converts accumulator values into the storage of out (same
// element count, row-major) and normalises narrow kinds.
func StoreReal[A Acc](c []A, out *tensor.Tensor) error {
	switch o := out.Storage().(type) {
	case []bool:
		for i, x := range c {
			o[i] = x != 0
		}
	case []int8:
		convertSlice(o, c)
	case []int16:
		convertSlice(o, c)
	case []int32:
		convertSlice(o, c)
	case []int64:
		convertSlice(o, c)
	case []uint8:
		convertSlice(o, c)
	case []uint16:
		convertSlice(o, c)
	case []uint32:
		convertSlice(o, c)
	case []uint64:
		convertSlice(o, c)
	case []float32:
		convertSlice(o, c)
	case []float64:
		convertSlice(o, c)
	default:
		return fmt.Errorf("cannot store into %s elements", out.Kind())
	}
	out.Normalize()
	return nil
}

func convertSlice[D realStorage, S Acc](dst []D, src []S) {
	src = src[:len(dst)]
	for i, x := range src {
		dst[i] = D(x)
	}
}

// StoreComplex converts complex accumulator values into out.
func StoreComplex[A complex64 | complex128](c []A, out *tensor.Tensor) error {
	switch o := out.Storage().(type) {
	case []complex64:
		for i, x := range c {
			o[i] = complex64(x)
		}
	case []complex128:
		for i, x := range c {
			o[i] = complex128(x)
		}
	default:
		return fmt.Errorf("cannot store into %s elements", out.Kind())
	}
	return nil
}
