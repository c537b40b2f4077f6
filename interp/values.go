package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Helpers shared by the linear algebra, FFT and batch normalization kernels,
// which compute in float64 or complex128 and round the results once to the
// result kind.

// realsOf copies the elements of a float tensor into float64s.
func realsOf(t *tensor.Tensor) ([]float64, error) {
	switch d := t.Storage().(type) {
	case []float32:
		out := make([]float64, len(d))
		for i, v := range d {
			out[i] = float64(v)
		}
		return out, nil
	case []float64:
		out := make([]float64, len(d))
		copy(out, d)
		return out, nil
	}
	return nil, fmt.Errorf("expected a float tensor, got %s", t.Type())
}

// complexesOf copies the elements of a float or complex tensor into
// complex128s.
func complexesOf(t *tensor.Tensor) ([]complex128, error) {
	switch d := t.Storage().(type) {
	case []complex64:
		out := make([]complex128, len(d))
		for i, v := range d {
			out[i] = complex128(v)
		}
		return out, nil
	case []complex128:
		out := make([]complex128, len(d))
		copy(out, d)
		return out, nil
	case []float32:
		out := make([]complex128, len(d))
		for i, v := range d {
			out[i] = complex(float64(v), 0)
		}
		return out, nil
	case []float64:
		out := make([]complex128, len(d))
		for i, v := range d {
			out[i] = complex(v, 0)
		}
		return out, nil
	}
	return nil, fmt.Errorf("expected a float or complex tensor, got %s", t.Type())
}

// storeReals writes float64 values into a float tensor, rounding each once
// to the tensor's kind.
func storeReals(t *tensor.Tensor, src []float64) error {
	switch d := t.Storage().(type) {
	case []float32:
		k := t.Kind()
		if k == tensor.F32 {
			for i, v := range src {
				d[i] = float32(v)
			}
			return nil
		}
		for i, v := range src {
			d[i] = float32(tensor.RoundFloat(k, v))
		}
		return nil
	case []float64:
		copy(d, src)
		return nil
	}
	return fmt.Errorf("expected a float tensor, got %s", t.Type())
}

// storeComplexes writes complex128 values into a complex tensor, or their
// real parts into a float tensor.
func storeComplexes(t *tensor.Tensor, src []complex128) error {
	switch d := t.Storage().(type) {
	case []complex64:
		for i, v := range src {
			d[i] = complex64(v)
		}
		return nil
	case []complex128:
		copy(d, src)
		return nil
	case []float32, []float64:
		re := make([]float64, len(src))
		for i, v := range src {
			re[i] = real(v)
		}
		return storeReals(t, re)
	}
	return fmt.Errorf("expected a float or complex tensor, got %s", t.Type())
}

// staticTensorType returns the static tensor type of a value type, failing
// for non-tensors.
func staticTensorType(c *OpContext, what string, t ValueType) (tensor.Type, error) {
	if t.Tensor == nil {
		return tensor.Type{}, c.Errorf("%s has type %s, want a tensor", what, t)
	}
	return *t.Tensor, nil
}

// copyTensor returns a copy of t allocated within the frame's limits.
func copyTensor(f *Frame, t *tensor.Tensor) (*tensor.Tensor, error) {
	out, err := f.New(t.Type())
	if err != nil {
		return nil, err
	}
	copyBlocks(out, t, 1, t.Len(), 0, 0, 0, 0)
	return out, nil
}
