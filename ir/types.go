package ir

// TypeKind tells which kind of type a Type is.
type TypeKind uint8

// The kinds of types.
const (
	// TypeOther is a type the IR keeps only as text.
	TypeOther TypeKind = iota
	// TypeInteger is iN, siN or uiN (Width, Signedness).
	TypeInteger
	// TypeIndex is index.
	TypeIndex
	// TypeFloat is a builtin float type (Float names it, e.g. "f32").
	TypeFloat
	// TypeComplex is complex<Elem>.
	TypeComplex
	// TypeRankedTensor is tensor<Shape x Elem>; dynamic sizes are
	// negative, as MLIR's ShapedType::kDynamic.
	TypeRankedTensor
	// TypeUnrankedTensor is tensor<* x Elem>.
	TypeUnrankedTensor
	// TypeTuple is tuple<Elems...>.
	TypeTuple
	// TypeToken is !stablehlo.token.
	TypeToken
	// TypeQuantized is a !quant.uniform type (Quant).
	TypeQuantized
	// TypeFunction is (Elems) -> Results.
	TypeFunction
	numTypeKinds
)

// Signedness of an integer type.
const (
	// Signless is iN.
	Signless = 0
	// Signed is siN.
	Signed = 1
	// Unsigned is uiN.
	Unsigned = 2
)

// Type is an MLIR type.
type Type struct {
	Kind TypeKind
	// Text is the type as MLIR prints it.
	Text string
	// Width and Signedness describe integer types.
	Width      int
	Signedness int
	// Float names a float type as MLIR spells it ("f32", "bf16",
	// "f8E4M3FN", ...).
	Float string
	// Elem is the element type of complex numbers and tensors.
	Elem *Type
	// Shape is the shape of a ranked tensor.
	Shape []int64
	// Elems are the elements of a tuple, or a function's inputs.
	Elems []*Type
	// Results are a function's results.
	Results []*Type
	// Quant describes a quantized type.
	Quant *Quant
}

// Quant describes a !quant.uniform element type.
type Quant struct {
	// StorageWidth and StorageSigned describe the storage integer type.
	StorageWidth  int
	StorageSigned bool
	// StorageMin and StorageMax bound the stored values.
	StorageMin, StorageMax int64
	// Expressed is the expressed float type.
	Expressed *Type
	// PerAxis is set for per-axis quantization along Dimension.
	PerAxis   bool
	Dimension int
	// Scales and ZeroPoints hold one entry per tensor, or one per slice of
	// Dimension.
	Scales     []float64
	ZeroPoints []int64
}

// String returns the type as MLIR prints it.
func (t *Type) String() string {
	if t == nil {
		return "<<NULL TYPE>>"
	}
	return t.Text
}

// IsUnsigned reports whether t is an unsigned integer type.
func (t *Type) IsUnsigned() bool {
	return t != nil && t.Kind == TypeInteger && t.Signedness == Unsigned
}
