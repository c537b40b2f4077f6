package tensor

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// DynamicDim marks a dimension of unknown size in a Shape; such types print
// the dimension as "?" and cannot be allocated.
const DynamicDim int64 = -1

// Quant describes a uniform quantized element type
// (!quant.uniform<storage<min:max>:expressed[:dim], scale:zero_point...>).
// A tensor whose Type carries a Quant stores its elements with the storage
// kind's slice.
type Quant struct {
	// Storage is the integer kind that holds the quantized values.
	Storage Kind
	// StorageMin and StorageMax bound the stored values (inclusive).
	StorageMin, StorageMax int64
	// Expressed is the float kind the quantized values stand for.
	Expressed Kind
	// Scales holds one scale (per-tensor) or one per slice of
	// QuantizedDimension (per-axis).
	Scales []float64
	// ZeroPoints pairs with Scales.
	ZeroPoints []int64
	// QuantizedDimension is the per-axis dimension, or -1 for per-tensor
	// quantization.
	QuantizedDimension int
}

// StorageRange returns the full value range of an integer kind: the default
// storage bounds of a quantized type. The maximum of UI64 is clamped to
// math.MaxInt64. Non-integer kinds yield (0, 0).
func StorageRange(k Kind) (lo, hi int64) {
	w := k.BitWidth()
	switch {
	case k.IsSigned():
		return -1 << (w - 1), 1<<(w-1) - 1
	case k.IsUnsigned():
		if w == 64 {
			return 0, math.MaxInt64
		}
		return 0, 1<<w - 1
	}
	return 0, 0
}

// NewQuant builds a quantized element type with the storage kind's full range
// as bounds. Pass quantizedDimension -1 and a single scale and zero point for
// per-tensor quantization. The result is validated with Validate.
func NewQuant(storage, expressed Kind, scales []float64, zeroPoints []int64, quantizedDimension int) (*Quant, error) {
	lo, hi := StorageRange(storage)
	q := &Quant{
		Storage:            storage,
		StorageMin:         lo,
		StorageMax:         hi,
		Expressed:          expressed,
		Scales:             slices.Clone(scales),
		ZeroPoints:         slices.Clone(zeroPoints),
		QuantizedDimension: quantizedDimension,
	}
	if err := q.Validate(); err != nil {
		return nil, err
	}
	return q, nil
}

// PerAxis reports whether q is quantized per axis.
func (q *Quant) PerAxis() bool { return q.QuantizedDimension >= 0 }

// Validate checks the shape-independent constraints of the spec (C1-C11).
func (q *Quant) Validate() error {
	if !q.Storage.IsInteger() {
		return fmt.Errorf("tensor: quantized storage type %v is not an integer type", q.Storage)
	}
	if !q.Expressed.IsFloat() {
		return fmt.Errorf("tensor: quantized expressed type %v is not a float type", q.Expressed)
	}
	lo, hi := StorageRange(q.Storage)
	if q.StorageMin < lo || q.StorageMax > hi || q.StorageMin >= q.StorageMax {
		return fmt.Errorf("tensor: quantized storage range [%d, %d] is invalid for %v", q.StorageMin, q.StorageMax, q.Storage)
	}
	if len(q.Scales) == 0 || len(q.Scales) != len(q.ZeroPoints) {
		return fmt.Errorf("tensor: quantized type has %d scales and %d zero points", len(q.Scales), len(q.ZeroPoints))
	}
	if q.QuantizedDimension < -1 {
		return fmt.Errorf("tensor: quantized dimension %d is negative", q.QuantizedDimension)
	}
	if q.QuantizedDimension == -1 && len(q.Scales) != 1 {
		return fmt.Errorf("tensor: per-tensor quantized type has %d scales", len(q.Scales))
	}
	for i, s := range q.Scales {
		if !(s > 0) || math.IsInf(s, 0) {
			return fmt.Errorf("tensor: quantization scale %d (%v) is not finite and positive", i, s)
		}
	}
	for i, z := range q.ZeroPoints {
		if z < q.StorageMin || z > q.StorageMax {
			return fmt.Errorf("tensor: quantization zero point %d (%d) is outside [%d, %d]", i, z, q.StorageMin, q.StorageMax)
		}
	}
	return nil
}

// Clone returns a deep copy of q (nil for nil).
func (q *Quant) Clone() *Quant {
	if q == nil {
		return nil
	}
	c := *q
	c.Scales = slices.Clone(q.Scales)
	c.ZeroPoints = slices.Clone(q.ZeroPoints)
	return &c
}

// Equal reports whether q and o describe the same quantized type; two nil
// values are equal.
func (q *Quant) Equal(o *Quant) bool {
	if q == nil || o == nil {
		return q == o
	}
	if q.Storage != o.Storage || q.StorageMin != o.StorageMin || q.StorageMax != o.StorageMax ||
		q.Expressed != o.Expressed || q.QuantizedDimension != o.QuantizedDimension ||
		!slices.Equal(q.ZeroPoints, o.ZeroPoints) || len(q.Scales) != len(o.Scales) {
		return false
	}
	for i, s := range q.Scales {
		if math.Float64bits(s) != math.Float64bits(o.Scales[i]) {
			return false
		}
	}
	return true
}

// String returns the type as MLIR prints it, e.g.
// "!quant.uniform<i8:f32, 5.000000e-01:-3>" or
// "!quant.uniform<i8<-127:127>:f32:1, {1.000000e-01:-1,2.000000e-01:2}>".
// Scales print in %e form and zero points of 0 are omitted, as MLIR does.
func (q *Quant) String() string {
	var b strings.Builder
	b.WriteString("!quant.uniform<")
	if q.Storage.IsUnsigned() {
		b.WriteString("u")
	} else {
		b.WriteString("i")
	}
	b.WriteString(strconv.Itoa(q.Storage.BitWidth()))
	if lo, hi := StorageRange(q.Storage); q.StorageMin != lo || q.StorageMax != hi {
		fmt.Fprintf(&b, "<%d:%d>", q.StorageMin, q.StorageMax)
	}
	b.WriteString(":")
	b.WriteString(q.Expressed.String())
	if q.PerAxis() {
		fmt.Fprintf(&b, ":%d", q.QuantizedDimension)
	}
	b.WriteString(", ")
	if q.PerAxis() {
		b.WriteString("{")
	}
	for i, s := range q.Scales {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(strconv.FormatFloat(s, 'e', 6, 64))
		if i < len(q.ZeroPoints) && q.ZeroPoints[i] != 0 {
			fmt.Fprintf(&b, ":%d", q.ZeroPoints[i])
		}
	}
	if q.PerAxis() {
		b.WriteString("}")
	}
	b.WriteString(">")
	return b.String()
}

// Type is a tensor type: an element kind, a shape and, for quantized tensors,
// the quantization parameters. For a quantized type Kind is the storage kind
// and must equal Quant.Storage.
type Type struct {
	// Kind is the element kind (the storage kind for quantized types).
	Kind Kind
	// Shape lists the dimension sizes; DynamicDim marks unknown sizes.
	Shape []int64
	// Quant is non-nil for quantized tensor types.
	Quant *Quant
}

// NewType returns the non-quantized type with the given kind and dimensions.
func NewType(k Kind, dims ...int64) Type {
	return Type{Kind: k, Shape: slices.Clone(dims)}
}

// Rank returns the number of dimensions.
func (t Type) Rank() int { return len(t.Shape) }

// IsStatic reports whether every dimension size is known.
func (t Type) IsStatic() bool {
	for _, d := range t.Shape {
		if d < 0 {
			return false
		}
	}
	return true
}

// NumElements returns the product of the dimension sizes (1 for rank 0). It
// returns -1 when a dimension is dynamic or the product overflows int64.
func (t Type) NumElements() int64 {
	n, err := numElements(t.Shape)
	if err != nil {
		return -1
	}
	return n
}

// numElements multiplies the dimension sizes with overflow checking.
func numElements(shape []int64) (int64, error) {
	n := uint64(1)
	for i, d := range shape {
		if d < 0 {
			return 0, fmt.Errorf("dimension %d has unknown or negative size %d", i, d)
		}
		hi, lo := bits.Mul64(n, uint64(d))
		if hi != 0 || lo > math.MaxInt64 {
			return 0, ErrTooLarge
		}
		n = lo
	}
	return int64(n), nil
}

// Equal reports whether t and o are the same type.
func (t Type) Equal(o Type) bool {
	return t.Kind == o.Kind && slices.Equal(t.Shape, o.Shape) && t.Quant.Equal(o.Quant)
}

// Clone returns a deep copy of t.
func (t Type) Clone() Type {
	return Type{Kind: t.Kind, Shape: slices.Clone(t.Shape), Quant: t.Quant.Clone()}
}

// ElementString returns the spelling of the element type: the kind, or the
// quantized type when Quant is set.
func (t Type) ElementString() string {
	if t.Quant != nil {
		return t.Quant.String()
	}
	return t.Kind.String()
}

// String returns the MLIR spelling, e.g. "tensor<2x3xf32>", "tensor<f32>" for
// rank 0 and "tensor<?x4xi8>" for a dynamic dimension.
func (t Type) String() string {
	var b strings.Builder
	b.WriteString("tensor<")
	for _, d := range t.Shape {
		if d < 0 {
			b.WriteString("?")
		} else {
			b.WriteString(strconv.FormatInt(d, 10))
		}
		b.WriteString("x")
	}
	b.WriteString(t.ElementString())
	b.WriteString(">")
	return b.String()
}

// Validate checks that t is a well-formed static tensor type: a valid kind,
// known non-negative dimensions, an element count that fits in int64 and
// consistent quantization parameters.
func (t Type) Validate() error {
	if !t.Kind.Valid() {
		return fmt.Errorf("tensor: invalid element kind %v", t.Kind)
	}
	if _, err := numElements(t.Shape); err != nil {
		return fmt.Errorf("tensor: type %v: %w", t, err)
	}
	if q := t.Quant; q != nil {
		if err := q.Validate(); err != nil {
			return fmt.Errorf("tensor: type %v: %w", t, err)
		}
		if q.Storage != t.Kind {
			return fmt.Errorf("tensor: type %v: kind %v differs from quantized storage type %v", t, t.Kind, q.Storage)
		}
		if q.PerAxis() {
			if q.QuantizedDimension >= len(t.Shape) {
				return fmt.Errorf("tensor: type %v: quantized dimension %d is out of range for rank %d", t, q.QuantizedDimension, len(t.Shape))
			}
			if d := t.Shape[q.QuantizedDimension]; d != int64(len(q.Scales)) {
				return fmt.Errorf("tensor: type %v: dimension %d has size %d but there are %d scales", t, q.QuantizedDimension, d, len(q.Scales))
			}
		}
	}
	return nil
}
