package tensor

// View returns elements [lo, hi) of t in row-major order as a rank-1
// tensor of t's kind that shares t's storage: writes through the view
// change t. It panics when the range is out of bounds, like slicing.
func View(t *Tensor, lo, hi int) *Tensor {
	var d any
	switch s := t.data.(type) {
	case []bool:
		d = s[lo:hi]
	case []int8:
		d = s[lo:hi]
	case []int16:
		d = s[lo:hi]
	case []int32:
		d = s[lo:hi]
	case []int64:
		d = s[lo:hi]
	case []uint8:
		d = s[lo:hi]
	case []uint16:
		d = s[lo:hi]
	case []uint32:
		d = s[lo:hi]
	case []uint64:
		d = s[lo:hi]
	case []float32:
		d = s[lo:hi]
	case []float64:
		d = s[lo:hi]
	case []complex64:
		d = s[lo:hi]
	case []complex128:
		d = s[lo:hi]
	default:
		panic("tensor: View of a tensor without storage")
	}
	return &Tensor{typ: Type{Kind: t.typ.Kind, Shape: []int64{int64(hi - lo)}}, data: d}
}

// FillFirst sets every element of dst to the first element of src, which
// must have dst's storage type and at least one element.
func FillFirst(dst, src *Tensor) {
	switch d := dst.data.(type) {
	case []bool:
		fill(d, src.data.([]bool)[0])
	case []int8:
		fill(d, src.data.([]int8)[0])
	case []int16:
		fill(d, src.data.([]int16)[0])
	case []int32:
		fill(d, src.data.([]int32)[0])
	case []int64:
		fill(d, src.data.([]int64)[0])
	case []uint8:
		fill(d, src.data.([]uint8)[0])
	case []uint16:
		fill(d, src.data.([]uint16)[0])
	case []uint32:
		fill(d, src.data.([]uint32)[0])
	case []uint64:
		fill(d, src.data.([]uint64)[0])
	case []float32:
		fill(d, src.data.([]float32)[0])
	case []float64:
		fill(d, src.data.([]float64)[0])
	case []complex64:
		fill(d, src.data.([]complex64)[0])
	case []complex128:
		fill(d, src.data.([]complex128)[0])
	}
}

func fill[T any](d []T, v T) {
	for i := range d {
		d[i] = v
	}
}

// Gather sets dst[i] = src[idx[i]] for every element of dst; src must have
// dst's storage type and idx at least dst's length.
func Gather(dst, src *Tensor, idx []int) {
	switch d := dst.data.(type) {
	case []bool:
		gather(d, src.data.([]bool), idx)
	case []int8:
		gather(d, src.data.([]int8), idx)
	case []int16:
		gather(d, src.data.([]int16), idx)
	case []int32:
		gather(d, src.data.([]int32), idx)
	case []int64:
		gather(d, src.data.([]int64), idx)
	case []uint8:
		gather(d, src.data.([]uint8), idx)
	case []uint16:
		gather(d, src.data.([]uint16), idx)
	case []uint32:
		gather(d, src.data.([]uint32), idx)
	case []uint64:
		gather(d, src.data.([]uint64), idx)
	case []float32:
		gather(d, src.data.([]float32), idx)
	case []float64:
		gather(d, src.data.([]float64), idx)
	case []complex64:
		gather(d, src.data.([]complex64), idx)
	case []complex128:
		gather(d, src.data.([]complex128), idx)
	}
}

func gather[T any](d, s []T, idx []int) {
	idx = idx[:len(d)]
	for i := range d {
		d[i] = s[idx[i]]
	}
}

// Reuse returns a tensor of type t over the storage of old, every element
// set as New sets it (zero bits; F8E8M0FNU its smallest value), or nil when
// t's storage type or element count is not old's. old must not be used
// any more: the two share their storage.
func Reuse(t Type, old *Tensor) *Tensor {
	r := Reshaped(t, old)
	if r == nil {
		return nil
	}
	if s, ok := r.data.([]float32); ok && t.Kind == F8E8M0FNU {
		fill(s, 0x1p-127)
	} else {
		ZeroBits(r)
	}
	return r
}

// Reshaped returns a tensor of type t over the storage of old with old's
// elements in row-major order, or nil when t's storage type or element
// count is not old's. Unlike Reuse it keeps the elements. old must not be
// used any more: the two share their storage.
func Reshaped(t Type, old *Tensor) *Tensor {
	n, err := numElements(t.Shape)
	if err != nil || t.Kind.StorageType() != old.typ.Kind.StorageType() || int64(old.Len()) != n {
		return nil
	}
	return &Tensor{typ: t.Clone(), data: old.data}
}
