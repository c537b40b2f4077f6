package tensor

import (
	"fmt"
	"math"
	"slices"
)

// Error is the type of the sentinel errors of this package; test for them
// with errors.Is.
type Error string

// Error returns the message of e.
func (e Error) Error() string { return string(e) }

// Is reports whether target is e, or ErrResourceLimit when e is
// ErrTooLarge.
func (e Error) Is(target error) bool {
	return target == e || e == ErrTooLarge && target == ErrResourceLimit
}

// ErrTooLarge reports a tensor whose element count or storage size overflows
// or exceeds the allocation limits. It matches ErrResourceLimit.
const ErrTooLarge Error = "tensor too large"

// ErrResourceLimit is matched by every error reporting a resource limit
// reached (ErrTooLarge here; the interpreter's memory budget and call depth
// limits too).
const ErrResourceLimit Error = "resource limit exceeded"

// Default allocation limits used by New.
const (
	// DefaultMaxElements is the default limit on the number of elements.
	DefaultMaxElements int64 = 1 << 31
	// DefaultMaxBytes is the default limit on the storage size in bytes.
	DefaultMaxBytes int64 = 4 << 30
)

// Limits bounds the size of tensors an allocation may create, so that
// absurdly large types fail with ErrTooLarge instead of exhausting memory.
// A zero field means no limit of that kind (overflow is always checked).
type Limits struct {
	// MaxElements is the largest allowed element count.
	MaxElements int64
	// MaxBytes is the largest allowed storage size in bytes.
	MaxBytes int64
}

// DefaultLimits returns the limits New applies: DefaultMaxElements and
// DefaultMaxBytes.
func DefaultLimits() Limits {
	return Limits{MaxElements: DefaultMaxElements, MaxBytes: DefaultMaxBytes}
}

// Check validates t and returns its element count, or an error wrapping
// ErrTooLarge when the count or the storage size is over the limits.
func (l Limits) Check(t Type) (int, error) {
	if err := t.Validate(); err != nil {
		return 0, err
	}
	n, _ := numElements(t.Shape)
	if l.MaxElements > 0 && n > l.MaxElements {
		return 0, fmt.Errorf("tensor: type %v has %d elements, more than the limit of %d: %w", t, n, l.MaxElements, ErrTooLarge)
	}
	eb := storageBytes(t.Kind)
	if n > math.MaxInt64/eb || n > int64(math.MaxInt) {
		return 0, fmt.Errorf("tensor: type %v: storage size overflows: %w", t, ErrTooLarge)
	}
	if l.MaxBytes > 0 && n*eb > l.MaxBytes {
		return 0, fmt.Errorf("tensor: type %v needs %d bytes, more than the limit of %d: %w", t, n*eb, l.MaxBytes, ErrTooLarge)
	}
	return int(n), nil
}

// New allocates a tensor of type t within the limits l, with every element's
// bit pattern zero: the value zero for all kinds except F8E8M0FNU, which has
// no zero and gets its smallest value 2^-127.
func (l Limits) New(t Type) (*Tensor, error) {
	n, err := l.Check(t)
	if err != nil {
		return nil, err
	}
	r := &Tensor{typ: t.Clone(), data: makeStorage(t.Kind, n)}
	if t.Kind == F8E8M0FNU {
		d := r.data.([]float32)
		for i := range d {
			d[i] = 0x1p-127
		}
	}
	return r, nil
}

// Storage is the set of Go element types tensor storage slices use.
type Storage interface {
	bool | int8 | int16 | int32 | int64 | uint8 | uint16 | uint32 | uint64 |
		float32 | float64 | complex64 | complex128
}

// Tensor is a tensor value: a Type and one flat row-major slice whose Go
// element type is chosen by the kind:
//
//	Bool → []bool; SI2, SI4, SI8 → []int8; SI16 → []int16; SI32 → []int32;
//	SI64 → []int64; UI2, UI4, UI8 → []uint8; UI16 → []uint16;
//	UI32 → []uint32; UI64 → []uint64; floats narrower than 32 bits and
//	TF32 → []float32 holding values exactly representable in the kind;
//	F32 → []float32; F64 → []float64; Complex64 → []complex64;
//	Complex128 → []complex128.
//
// Quantized tensors use the slice of their storage kind. Sub-byte integers
// hold values within their kind's range.
type Tensor struct {
	typ  Type
	data any
}

// New allocates a zero-filled tensor of type t (see Limits.New), refusing
// types whose size is over DefaultLimits.
func New(t Type) (*Tensor, error) {
	return DefaultLimits().New(t)
}

// FromSlice wraps data (without copying) as a tensor of type t. The slice's
// element type must be the storage type of t.Kind and its length the element
// count of t. Narrow-float and sub-byte integer values are taken as they are;
// call Normalize to round or wrap them.
func FromSlice[T Storage](t Type, data []T) (*Tensor, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	if _, ok := makeStorage(t.Kind, 0).([]T); !ok {
		return nil, fmt.Errorf("tensor: a %T cannot hold elements of %v (want []%s)", data, t, t.Kind.StorageType())
	}
	if n, _ := numElements(t.Shape); n != int64(len(data)) {
		return nil, fmt.Errorf("tensor: type %v has %d elements but the slice has %d", t, n, len(data))
	}
	return &Tensor{typ: t.Clone(), data: data}, nil
}

// makeStorage allocates the storage slice for n elements of kind k.
func makeStorage(k Kind, n int) any {
	switch k.StorageType() {
	case "bool":
		return make([]bool, n)
	case "int8":
		return make([]int8, n)
	case "int16":
		return make([]int16, n)
	case "int32":
		return make([]int32, n)
	case "int64":
		return make([]int64, n)
	case "uint8":
		return make([]uint8, n)
	case "uint16":
		return make([]uint16, n)
	case "uint32":
		return make([]uint32, n)
	case "uint64":
		return make([]uint64, n)
	case "float32":
		return make([]float32, n)
	case "float64":
		return make([]float64, n)
	case "complex64":
		return make([]complex64, n)
	case "complex128":
		return make([]complex128, n)
	}
	return nil
}

// cloneStorage copies a storage slice.
func cloneStorage(d any) any {
	switch s := d.(type) {
	case []bool:
		return slices.Clone(s)
	case []int8:
		return slices.Clone(s)
	case []int16:
		return slices.Clone(s)
	case []int32:
		return slices.Clone(s)
	case []int64:
		return slices.Clone(s)
	case []uint8:
		return slices.Clone(s)
	case []uint16:
		return slices.Clone(s)
	case []uint32:
		return slices.Clone(s)
	case []uint64:
		return slices.Clone(s)
	case []float32:
		return slices.Clone(s)
	case []float64:
		return slices.Clone(s)
	case []complex64:
		return slices.Clone(s)
	case []complex128:
		return slices.Clone(s)
	}
	return nil
}

// Type returns the tensor's type. The shape slice is shared with the tensor
// and must not be modified.
func (t *Tensor) Type() Type { return t.typ }

// Kind returns the element kind (the storage kind for quantized tensors).
func (t *Tensor) Kind() Kind { return t.typ.Kind }

// Shape returns the dimension sizes; the slice must not be modified.
func (t *Tensor) Shape() []int64 { return t.typ.Shape }

// Rank returns the number of dimensions.
func (t *Tensor) Rank() int { return len(t.typ.Shape) }

// Len returns the number of elements.
func (t *Tensor) Len() int {
	switch s := t.data.(type) {
	case []bool:
		return len(s)
	case []int8:
		return len(s)
	case []int16:
		return len(s)
	case []int32:
		return len(s)
	case []int64:
		return len(s)
	case []uint8:
		return len(s)
	case []uint16:
		return len(s)
	case []uint32:
		return len(s)
	case []uint64:
		return len(s)
	case []float32:
		return len(s)
	case []float64:
		return len(s)
	case []complex64:
		return len(s)
	case []complex128:
		return len(s)
	}
	return 0
}

// Storage returns the storage slice as an interface value (one of the slice
// types of the Storage constraint).
func (t *Tensor) Storage() any { return t.data }

// Data returns the storage slice of t if its element type is T, and nil
// otherwise (As reports the mismatch as an error instead). The storage
// accessors below are Data for each storage type; each has an As variant
// (AsFloat32s for Float32s, ...) returning a *KindError on a mismatch.
func Data[T Storage](t *Tensor) []T {
	s, _ := t.data.([]T)
	return s
}

// Bools returns the storage of a Bool tensor (nil for other kinds).
func (t *Tensor) Bools() []bool { return Data[bool](t) }

// Int8s returns the storage of an SI2, SI4 or SI8 tensor (nil otherwise).
func (t *Tensor) Int8s() []int8 { return Data[int8](t) }

// Int16s returns the storage of an SI16 tensor (nil otherwise).
func (t *Tensor) Int16s() []int16 { return Data[int16](t) }

// Int32s returns the storage of an SI32 tensor (nil otherwise).
func (t *Tensor) Int32s() []int32 { return Data[int32](t) }

// Int64s returns the storage of an SI64 tensor (nil otherwise).
func (t *Tensor) Int64s() []int64 { return Data[int64](t) }

// Uint8s returns the storage of a UI2, UI4 or UI8 tensor (nil otherwise).
func (t *Tensor) Uint8s() []uint8 { return Data[uint8](t) }

// Uint16s returns the storage of a UI16 tensor (nil otherwise).
func (t *Tensor) Uint16s() []uint16 { return Data[uint16](t) }

// Uint32s returns the storage of a UI32 tensor (nil otherwise).
func (t *Tensor) Uint32s() []uint32 { return Data[uint32](t) }

// Uint64s returns the storage of a UI64 tensor (nil otherwise).
func (t *Tensor) Uint64s() []uint64 { return Data[uint64](t) }

// Float32s returns the storage of an F32, TF32 or narrower float tensor (nil
// otherwise).
func (t *Tensor) Float32s() []float32 { return Data[float32](t) }

// Float64s returns the storage of an F64 tensor (nil otherwise).
func (t *Tensor) Float64s() []float64 { return Data[float64](t) }

// Complex64s returns the storage of a Complex64 tensor (nil otherwise).
func (t *Tensor) Complex64s() []complex64 { return Data[complex64](t) }

// Complex128s returns the storage of a Complex128 tensor (nil otherwise).
func (t *Tensor) Complex128s() []complex128 { return Data[complex128](t) }

// Strides returns the row-major strides of shape in elements: the distance in
// the flat storage between neighbours along each dimension.
func Strides(shape []int64) []int64 {
	s := make([]int64, len(shape))
	acc := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		s[i] = acc
		acc *= shape[i]
	}
	return s
}

// Strides returns the row-major strides of the tensor in elements.
func (t *Tensor) Strides() []int64 { return Strides(t.typ.Shape) }

// Clone returns a deep copy of t.
func (t *Tensor) Clone() *Tensor {
	return &Tensor{typ: t.typ.Clone(), data: cloneStorage(t.data)}
}

// Reshape returns a tensor of the same kind with the given shape that shares
// t's storage. The element counts must match.
func (t *Tensor) Reshape(shape ...int64) (*Tensor, error) {
	nt := t.typ.Clone()
	nt.Shape = slices.Clone(shape)
	if err := nt.Validate(); err != nil {
		return nil, fmt.Errorf("tensor: reshape of %v: %w", t.typ, err)
	}
	if n, _ := numElements(shape); n != int64(t.Len()) {
		return nil, fmt.Errorf("tensor: cannot reshape %v with %d elements to %v", t.typ, t.Len(), nt)
	}
	return &Tensor{typ: nt, data: t.data}, nil
}

// partKind returns the kind of one scalar part of an element: the component
// kind for complex kinds and k itself otherwise.
func partKind(k Kind) Kind {
	if k.IsComplex() {
		return k.ComplexPart()
	}
	return k
}

// numParts returns the number of scalar parts (two per complex element).
func (t *Tensor) numParts() int {
	if t.typ.Kind.IsComplex() {
		return 2 * t.Len()
	}
	return t.Len()
}

// partFormat returns the float format needed to encode or decode the parts
// of a narrow-float tensor; other kinds get the zero format, which getPart and
// setPart do not use.
func (t *Tensor) partFormat() format {
	if t.typ.Kind.IsNarrowFloat() {
		f, _ := formatOf(t.typ.Kind)
		return f
	}
	return format{}
}

// getPart returns the bit pattern of scalar part j: for complex tensors part
// 2i is the real and 2i+1 the imaginary part of element i; otherwise part i is
// element i. Integer patterns are masked to the kind's width and Bool gives 0
// or 1. f must come from partFormat.
func (t *Tensor) getPart(f *format, j int) uint64 {
	switch d := t.data.(type) {
	case []bool:
		if d[j] {
			return 1
		}
		return 0
	case []int8:
		return WrapUint(t.typ.Kind, uint64(d[j]))
	case []int16:
		return uint64(uint16(d[j]))
	case []int32:
		return uint64(uint32(d[j]))
	case []int64:
		return uint64(d[j])
	case []uint8:
		return WrapUint(t.typ.Kind, uint64(d[j]))
	case []uint16:
		return uint64(d[j])
	case []uint32:
		return uint64(d[j])
	case []uint64:
		return d[j]
	case []float32:
		if t.typ.Kind == F32 {
			return uint64(math.Float32bits(d[j]))
		}
		return f.encode32(d[j])
	case []float64:
		return math.Float64bits(d[j])
	case []complex64:
		c := d[j>>1]
		if j&1 == 0 {
			return uint64(math.Float32bits(real(c)))
		}
		return uint64(math.Float32bits(imag(c)))
	case []complex128:
		c := d[j>>1]
		if j&1 == 0 {
			return math.Float64bits(real(c))
		}
		return math.Float64bits(imag(c))
	}
	panic(fmt.Sprintf("tensor: uninitialized tensor of kind %v", t.typ.Kind))
}

// setPart sets scalar part j (see getPart) from a bit pattern. Bits above the
// part's width are ignored, except that Bool takes any non-zero pattern as
// true. f must come from partFormat.
func (t *Tensor) setPart(f *format, j int, b uint64) {
	switch d := t.data.(type) {
	case []bool:
		d[j] = b != 0
	case []int8:
		d[j] = int8(signExtend(b, t.typ.Kind.BitWidth()))
	case []int16:
		d[j] = int16(b)
	case []int32:
		d[j] = int32(b)
	case []int64:
		d[j] = int64(b)
	case []uint8:
		d[j] = uint8(WrapUint(t.typ.Kind, b))
	case []uint16:
		d[j] = uint16(b)
	case []uint32:
		d[j] = uint32(b)
	case []uint64:
		d[j] = b
	case []float32:
		if t.typ.Kind == F32 {
			d[j] = math.Float32frombits(uint32(b))
		} else {
			d[j] = f.decode32(b)
		}
	case []float64:
		d[j] = math.Float64frombits(b)
	case []complex64:
		c := &d[j>>1]
		v := math.Float32frombits(uint32(b))
		if j&1 == 0 {
			*c = complex(v, imag(*c))
		} else {
			*c = complex(real(*c), v)
		}
	case []complex128:
		c := &d[j>>1]
		v := math.Float64frombits(b)
		if j&1 == 0 {
			*c = complex(v, imag(*c))
		} else {
			*c = complex(real(*c), v)
		}
	default:
		panic(fmt.Sprintf("tensor: uninitialized tensor of kind %v", t.typ.Kind))
	}
}

// Bits returns the bit pattern of element i as the kind stores it: integers
// in two's complement masked to their width, Bool as 0 or 1, floats in their
// own encoding (narrow floats are encoded from their float32 value), and
// Complex64 with the real part in the low and the imaginary part in the high
// 32 bits (its little-endian memory image). Complex128 elements do not fit;
// Bits panics for them: use ComplexBits.
func (t *Tensor) Bits(i int) uint64 {
	switch t.typ.Kind {
	case Complex64:
		re, im := t.ComplexBits(i)
		return re | im<<32
	case Complex128:
		panic("tensor: Bits of a complex<f64> element; use ComplexBits")
	}
	f := t.partFormat()
	return t.getPart(&f, i)
}

// SetBits sets element i from a bit pattern laid out as Bits returns it.
// Bits above the kind's width are ignored; Bool takes any non-zero pattern
// as true. It panics for Complex128: use SetComplexBits.
func (t *Tensor) SetBits(i int, b uint64) {
	switch t.typ.Kind {
	case Complex64:
		t.SetComplexBits(i, b&0xFFFFFFFF, b>>32)
		return
	case Complex128:
		panic("tensor: SetBits of a complex<f64> element; use SetComplexBits")
	}
	f := t.partFormat()
	t.setPart(&f, i, b)
}

// ComplexBits returns the bit patterns of the real and imaginary parts of
// complex element i. It panics for non-complex tensors.
func (t *Tensor) ComplexBits(i int) (re, im uint64) {
	if !t.typ.Kind.IsComplex() {
		panic(fmt.Sprintf("tensor: ComplexBits of a %v element", t.typ.Kind))
	}
	return t.getPart(nil, 2*i), t.getPart(nil, 2*i+1)
}

// SetComplexBits sets the real and imaginary parts of complex element i from
// bit patterns. It panics for non-complex tensors.
func (t *Tensor) SetComplexBits(i int, re, im uint64) {
	if !t.typ.Kind.IsComplex() {
		panic(fmt.Sprintf("tensor: SetComplexBits of a %v element", t.typ.Kind))
	}
	t.setPart(nil, 2*i, re)
	t.setPart(nil, 2*i+1, im)
}

// FromBits builds a tensor of type t from bit patterns: bits(i) gives element
// i laid out as SetBits takes it. For complex kinds bits is called per part
// instead: bits(2*i) is the real and bits(2*i+1) the imaginary part of
// element i, each in the encoding of the part kind (f32 or f64).
func FromBits(t Type, bits func(i int) uint64) (*Tensor, error) {
	r, err := New(t)
	if err != nil {
		return nil, err
	}
	f := r.partFormat()
	for j, n := 0, r.numParts(); j < n; j++ {
		r.setPart(&f, j, bits(j))
	}
	return r, nil
}

// readLE reads an n-byte little-endian unsigned integer.
func readLE(b []byte, n int) uint64 {
	var v uint64
	for i := n - 1; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v
}

// appendLE appends the low n bytes of v in little-endian order.
func appendLE(dst []byte, v uint64, n int) []byte {
	for i := 0; i < n; i++ {
		dst = append(dst, byte(v>>(8*i)))
	}
	return dst
}

// FromRaw decodes MLIR's dense raw storage: each element (each part, for
// complex kinds) is its bit pattern in little-endian order in
// ceil(bitwidth/8) bytes, with Bool as one byte (non-zero is true) and
// sub-byte kinds in one byte whose unused high bits are ignored. When splat
// is set, raw holds a single element that is broadcast to every position.
func FromRaw(t Type, raw []byte, splat bool) (*Tensor, error) {
	r, err := New(t)
	if err != nil {
		return nil, err
	}
	pb := partKind(t.Kind).RawBytes()
	parts := r.numParts()
	per := 1
	if t.Kind.IsComplex() {
		per = 2
	}
	want := parts * pb
	if splat {
		want = per * pb
	}
	if len(raw) != want {
		what := "data"
		if splat {
			what = "splat data"
		}
		return nil, fmt.Errorf("tensor: raw %s for %v has %d bytes, want %d", what, t, len(raw), want)
	}
	f := r.partFormat()
	if !splat {
		for j := 0; j < parts; j++ {
			r.setPart(&f, j, readLE(raw[j*pb:], pb))
		}
		return r, nil
	}
	if parts == 0 {
		return r, nil
	}
	for j := 0; j < per; j++ {
		r.setPart(&f, j, readLE(raw[j*pb:], pb))
	}
	broadcastFirst(r.data)
	return r, nil
}

// fillFirst copies s[0] to every element of s.
func fillFirst[T Storage](s []T) {
	if len(s) == 0 {
		return
	}
	for i := 1; i < len(s); i *= 2 {
		copy(s[i:], s[:i])
	}
}

// broadcastFirst copies the first element of a storage slice everywhere.
func broadcastFirst(d any) {
	switch s := d.(type) {
	case []bool:
		fillFirst(s)
	case []int8:
		fillFirst(s)
	case []int16:
		fillFirst(s)
	case []int32:
		fillFirst(s)
	case []int64:
		fillFirst(s)
	case []uint8:
		fillFirst(s)
	case []uint16:
		fillFirst(s)
	case []uint32:
		fillFirst(s)
	case []uint64:
		fillFirst(s)
	case []float32:
		fillFirst(s)
	case []float64:
		fillFirst(s)
	case []complex64:
		fillFirst(s)
	case []complex128:
		fillFirst(s)
	}
}

// AppendRaw appends the tensor's elements to dst in the layout FromRaw reads.
func (t *Tensor) AppendRaw(dst []byte) []byte {
	pb := partKind(t.typ.Kind).RawBytes()
	f := t.partFormat()
	n := t.numParts()
	dst = slices.Grow(dst, n*pb)
	for j := 0; j < n; j++ {
		dst = appendLE(dst, t.getPart(&f, j), pb)
	}
	return dst
}

// Raw returns the tensor's elements in the layout FromRaw reads.
func (t *Tensor) Raw() []byte { return t.AppendRaw(nil) }

// IsSplat reports whether the tensor has at least one element and all its
// elements have the same bit pattern (MLIR's notion of a splat).
func (t *Tensor) IsSplat() bool {
	n := t.numParts()
	if n == 0 {
		return false
	}
	f := t.partFormat()
	per := 1
	if t.typ.Kind.IsComplex() {
		per = 2
	}
	for j := per; j < n; j++ {
		if t.getPart(&f, j) != t.getPart(&f, j%per) {
			return false
		}
	}
	return true
}

// BitwiseEqual reports whether t and o have equal types and bit-identical
// elements.
func (t *Tensor) BitwiseEqual(o *Tensor) bool {
	if !t.typ.Equal(o.typ) || t.Len() != o.Len() {
		return false
	}
	f := t.partFormat()
	for j, n := 0, t.numParts(); j < n; j++ {
		if t.getPart(&f, j) != o.getPart(&f, j) {
			return false
		}
	}
	return true
}

// Normalize brings every element back into its kind's value set after a
// kernel computed in wider arithmetic: narrow floats are rounded to the kind
// (see RoundFloats) and sub-byte integers are wrapped to their width.
func (t *Tensor) Normalize() {
	k := t.typ.Kind
	switch d := t.data.(type) {
	case []float32:
		RoundFloats(k, d)
	case []int8:
		if k != SI8 {
			w := uint(8 - k.BitWidth())
			for i, v := range d {
				d[i] = v << w >> w
			}
		}
	case []uint8:
		if k != UI8 {
			m := uint8(1<<k.BitWidth() - 1)
			for i, v := range d {
				d[i] = v & m
			}
		}
	}
}

// Int returns element i of an integer or Bool tensor as int64 (Bool as 0 or
// 1, UI64 values above math.MaxInt64 wrap). It returns 0 for other kinds.
func (t *Tensor) Int(i int) int64 {
	switch d := t.data.(type) {
	case []bool:
		if d[i] {
			return 1
		}
		return 0
	case []int8:
		return int64(d[i])
	case []int16:
		return int64(d[i])
	case []int32:
		return int64(d[i])
	case []int64:
		return d[i]
	case []uint8:
		return int64(d[i])
	case []uint16:
		return int64(d[i])
	case []uint32:
		return int64(d[i])
	case []uint64:
		return int64(d[i])
	}
	return 0
}

// Float returns element i as float64: the value of a float element, the real
// part of a complex one, and the converted value of an integer or Bool one.
func (t *Tensor) Float(i int) float64 {
	switch d := t.data.(type) {
	case []float32:
		return float64(d[i])
	case []float64:
		return d[i]
	case []complex64:
		return float64(real(d[i]))
	case []complex128:
		return real(d[i])
	case []uint64:
		return float64(d[i])
	}
	return float64(t.Int(i))
}

// Complex returns element i as complex128 (real kinds have a zero imaginary
// part).
func (t *Tensor) Complex(i int) complex128 {
	switch d := t.data.(type) {
	case []complex64:
		return complex128(d[i])
	case []complex128:
		return d[i]
	}
	return complex(t.Float(i), 0)
}

// String returns Format().
func (t *Tensor) String() string { return t.Format() }
