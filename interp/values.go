package interp

import (
	"github.com/stablehlo-go/stablehlo/interp/internal/elem"
	"github.com/stablehlo-go/stablehlo/interp/tensor"
)

// Helpers shared by the linear algebra, FFT and batch normalization kernels,
// which compute in float64 or complex128 and round the results once to the
// result kind.

// realsOf copies the elements of a float tensor into float64s.
func realsOf(t *tensor.Tensor) ([]float64, error) { return elem.Of(t).Reals(t) }

// complexesOf copies the elements of a float or complex tensor into
// complex128s.
func complexesOf(t *tensor.Tensor) ([]complex128, error) { return elem.Of(t).Complexes(t) }

// storeReals writes float64 values into a float tensor, rounding each once
// to the tensor's kind.
func storeReals(t *tensor.Tensor, src []float64) error { return elem.Of(t).SetReals(t, src) }

// storeComplexes writes complex128 values into a complex tensor, or their
// real parts into a float tensor.
func storeComplexes(t *tensor.Tensor, src []complex128) error {
	return elem.Of(t).SetComplexes(t, src)
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
