package interp

import (
	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/ir"
)

// stablehlo.constant: the value attribute (dense, or dense_resource with
// its blob in the file's dialect_resources section), decoded once at compile
// time. Where the attribute's raw data has the layout of the tensor's
// storage (tensor.ViewRaw), the tensor is a view of it rather than a copy,
// so that the module a Program keeps for Save and the Program's constants
// hold the data once. The value is owned by the Program and shared by every
// execution:
// kernels never write into it (Frame.reuse only hands out tensors the run
// allocated), and Program.Run copies a constant that is returned as a
// result.
func init() {
	register("stablehlo.constant", buildConstant)
}

// buildConstant builds the kernel of an op whose "value" attribute is its
// single tensor result.
func buildConstant(c *OpContext) (Kernel, error) {
	t, err := c.resultTensorType(0)
	if err != nil {
		return nil, err
	}
	val, err := constantTensor(c.Attr("value"), t)
	if err != nil {
		return nil, c.Errorf("%v", err)
	}
	c.constant = val
	c.compiler.prog.constants[val] = true
	// The result list is shared by every run: callers of kernels only
	// read it.
	res := []Value{val}
	return func(f *Frame, _ []Value) ([]Value, error) {
		return res, nil
	}, nil
}

// constantTensor decodes a constant's value attribute, as a view of the
// attribute's data when possible (see tensor.ViewRaw): constants are never
// written, so the view and the attribute stay equal.
func constantTensor(a *ir.Attr, t tensor.Type) (*tensor.Tensor, error) {
	var raw []byte
	switch {
	case a.IsDenseElements() && !a.IsSplat():
		raw = a.RawData()
	case a.IsDenseResourceElements() && t.Quant == nil:
		raw, _ = a.ResourceBlob()
	}
	if raw != nil {
		if v, ok := tensor.ViewRaw(t, raw); ok {
			return v, nil
		}
	}
	return denseTensor(a, t)
}
