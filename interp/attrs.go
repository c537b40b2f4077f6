package interp

import (
	"fmt"

	"github.com/stablehlo-go/stablehlo/interp/tensor"
	"github.com/stablehlo-go/stablehlo/ir"
)

// denseTensor decodes a dense elements attribute, or a dense_resource
// elements attribute whose blob is present, into a tensor of type t.
func denseTensor(a *ir.Attr, t tensor.Type) (*tensor.Tensor, error) {
	if a.IsDenseResourceElements() {
		return resourceTensor(a, t)
	}
	if a.IsNull() || !a.IsDenseElements() {
		return nil, fmt.Errorf("expected a dense elements attribute, got %s", a)
	}
	return tensor.FromRaw(t, a.RawData(), a.IsSplat())
}

// resourceTensor decodes a dense_resource elements attribute from its blob,
// which holds every element in storage order: ceil(bits/8) little-endian
// bytes each, i1 one byte each, complex numbers real part first.
func resourceTensor(a *ir.Attr, t tensor.Type) (*tensor.Tensor, error) {
	key := a.ResourceKey()
	raw, ok := a.ResourceBlob()
	if !ok {
		return nil, fmt.Errorf("dense_resource<%s> : %s has no blob (elided, or missing from the file's dialect_resources section)", key, t)
	}
	if t.Quant != nil {
		return nil, fmt.Errorf("dense_resource<%s>: quantized element type %s is not supported", key, t)
	}
	per := t.Kind.RawBytes()
	if want := t.NumElements() * int64(per); int64(len(raw)) != want {
		return nil, fmt.Errorf("dense_resource<%s> : %s: blob has %d bytes, want %d (%d elements of %d bytes)", key, t, len(raw), want, t.NumElements(), per)
	}
	return tensor.FromRaw(t, raw, false)
}

// attrTensor decodes a dense elements attribute using its own type.
func attrTensor(a *ir.Attr) (*tensor.Tensor, error) {
	vt, err := valueType(a.Type())
	if err != nil {
		return nil, err
	}
	if vt.Tensor == nil {
		return nil, fmt.Errorf("attribute %s is not a tensor", a)
	}
	return denseTensor(a, *vt.Tensor)
}

// resultTensorType returns the static tensor type of result i.
func (c *OpContext) resultTensorType(i int) (tensor.Type, error) {
	if i >= len(c.Results) || c.Results[i].Tensor == nil {
		return tensor.Type{}, c.Errorf("result %d is not a tensor", i)
	}
	return *c.Results[i].Tensor, nil
}
