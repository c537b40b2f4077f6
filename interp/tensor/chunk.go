package tensor

// Chunk returns elements [lo, hi) of t, in row-major order, as a 1-D
// tensor sharing t's storage: writes to one show in the other. It is for
// kernels that work element by element and want to split a large tensor
// into pieces; t must not be quantized (per-axis parameters need the
// shape), and 0 <= lo <= hi <= t.Len().
func (t *Tensor) Chunk(lo, hi int) *Tensor {
	if t.typ.Quant != nil {
		panic("tensor: Chunk of a quantized tensor")
	}
	var data any
	switch d := t.data.(type) {
	case []bool:
		data = d[lo:hi]
	case []int8:
		data = d[lo:hi]
	case []int16:
		data = d[lo:hi]
	case []int32:
		data = d[lo:hi]
	case []int64:
		data = d[lo:hi]
	case []uint8:
		data = d[lo:hi]
	case []uint16:
		data = d[lo:hi]
	case []uint32:
		data = d[lo:hi]
	case []uint64:
		data = d[lo:hi]
	case []float32:
		data = d[lo:hi]
	case []float64:
		data = d[lo:hi]
	case []complex64:
		data = d[lo:hi]
	case []complex128:
		data = d[lo:hi]
	default:
		panic("tensor: Chunk of a tensor with unknown storage")
	}
	return &Tensor{typ: Type{Kind: t.typ.Kind, Shape: []int64{int64(hi - lo)}}, data: data}
}
