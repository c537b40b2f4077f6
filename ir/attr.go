package ir

// AttrKind tells which kind of attribute an Attr is.
type AttrKind uint8

// The kinds of attributes.
const (
	// AttrOther is an attribute the IR keeps only as text (sharding
	// annotations, locations, ...).
	AttrOther AttrKind = iota
	// AttrUnit is a unit attribute.
	AttrUnit
	// AttrBool is true or false (Bool).
	AttrBool
	// AttrInteger is an integer of type Type (Int).
	AttrInteger
	// AttrFloat is a float of type Type (Float).
	AttrFloat
	// AttrString is a string (Str).
	AttrString
	// AttrType is a type attribute (TypeValue).
	AttrType
	// AttrArray is an array of attributes (Elements).
	AttrArray
	// AttrDictionary is a dictionary (Entries).
	AttrDictionary
	// AttrSymbolRef is a symbol reference such as @f (Symbol).
	AttrSymbolRef
	// AttrDenseI64Array is array<i64: ...> (I64s).
	AttrDenseI64Array
	// AttrDenseI32Array is array<i32: ...> (I32s).
	AttrDenseI32Array
	// AttrDenseBoolArray is array<i1: ...> (Bools).
	AttrDenseBoolArray
	// AttrDenseElements is dense<...> of type Type: RawData holds the
	// elements in MLIR's raw layout (one element when IsSplat).
	AttrDenseElements
	// AttrDenseResource is dense_resource<key> of type Type with its blob,
	// when the module had one.
	AttrDenseResource
	// AttrEnum is a dialect enumeration (Dialect, Mnemonic, EnumValue).
	AttrEnum
	// AttrStruct is a dialect struct-like attribute (Dialect, Mnemonic and
	// its parameters in Entries, in declaration order).
	AttrStruct
	numAttrKinds
)

// Attr is an attribute decoded to Go values. A nil *Attr is the null
// attribute: every method accepts it.
type Attr struct {
	Kind AttrKind
	// Text is the attribute as MLIR prints it, kept for diagnostics; for
	// dense elements it may be a summary.
	Text string
	// Typ is the type of integer, float and elements attributes, or the
	// value of a type attribute.
	Typ *Type
	// IntVal, FloatVal, BoolVal and StrVal hold scalar values; StrVal also
	// holds a symbol reference's name and a resource's key.
	IntVal   int64
	FloatVal float64
	BoolVal  bool
	StrVal   string
	// List holds the elements of an array.
	List []*Attr
	// Named holds a dictionary's entries or a struct's parameters.
	Named []NamedAttr
	// Ints holds dense i64 and i32 arrays; BoolList dense bool arrays.
	Ints     []int64
	BoolList []bool
	// Data holds the raw elements of dense elements (Splat when it holds
	// one element for all) and a resource's blob (HasBlob).
	Data    []byte
	Splat   bool
	HasBlob bool
	// Dialect and Mnemonic name enumerations and struct-like attributes;
	// EnumVal is an enumeration's integer value.
	Dialect, Mnemonic string
	EnumVal           int32
}

func (a *Attr) is(k AttrKind) bool { return a != nil && a.Kind == k }

// IsNull reports whether a is the null attribute.
func (a *Attr) IsNull() bool { return a == nil }

// String returns the attribute as MLIR prints it.
func (a *Attr) String() string {
	if a == nil {
		return "<<NULL ATTRIBUTE>>"
	}
	return a.Text
}

// Type returns the type of an integer, float or elements attribute.
func (a *Attr) Type() *Type {
	if a == nil {
		return nil
	}
	return a.Typ
}

// IsUnit reports whether a is a unit attribute.
func (a *Attr) IsUnit() bool { return a.is(AttrUnit) }

// IsBool reports whether a is a bool attribute.
func (a *Attr) IsBool() bool { return a.is(AttrBool) }

// Bool returns a bool attribute's value.
func (a *Attr) Bool() bool { return a.is(AttrBool) && a.BoolVal }

// IsInteger reports whether a is an integer attribute.
func (a *Attr) IsInteger() bool { return a.is(AttrInteger) }

// Int returns an integer attribute's value (0 for other attributes).
func (a *Attr) Int() int64 {
	if !a.is(AttrInteger) {
		return 0
	}
	return a.IntVal
}

// IsFloat reports whether a is a float attribute.
func (a *Attr) IsFloat() bool { return a.is(AttrFloat) }

// Float returns a float attribute's value.
func (a *Attr) Float() float64 {
	if !a.is(AttrFloat) {
		return 0
	}
	return a.FloatVal
}

// IsString reports whether a is a string attribute.
func (a *Attr) IsString() bool { return a.is(AttrString) }

// Str returns a string attribute's value.
func (a *Attr) Str() string {
	if !a.is(AttrString) {
		return ""
	}
	return a.StrVal
}

// IsTypeAttr reports whether a is a type attribute.
func (a *Attr) IsTypeAttr() bool { return a.is(AttrType) }

// TypeValue returns the type a type attribute holds.
func (a *Attr) TypeValue() *Type {
	if !a.is(AttrType) {
		return nil
	}
	return a.Typ
}

// IsArray reports whether a is an array attribute.
func (a *Attr) IsArray() bool { return a.is(AttrArray) }

// Elements returns an array attribute's elements.
func (a *Attr) Elements() []*Attr {
	if !a.is(AttrArray) {
		return nil
	}
	return a.List
}

// IsDictionary reports whether a is a dictionary attribute.
func (a *Attr) IsDictionary() bool { return a.is(AttrDictionary) }

// Entries returns a dictionary's entries or a struct's parameters.
func (a *Attr) Entries() []NamedAttr {
	if a == nil {
		return nil
	}
	return a.Named
}

// Lookup returns the dictionary entry or struct parameter called name, or
// nil.
func (a *Attr) Lookup(name string) *Attr {
	if a == nil {
		return nil
	}
	for _, e := range a.Named {
		if e.Name == name {
			return e.Attr
		}
	}
	return nil
}

// IsSymbolRef reports whether a is a symbol reference.
func (a *Attr) IsSymbolRef() bool { return a.is(AttrSymbolRef) }

// Symbol returns the name a symbol reference refers to, without "@".
func (a *Attr) Symbol() string {
	if !a.is(AttrSymbolRef) {
		return ""
	}
	return a.StrVal
}

// IsDenseI64Array reports whether a is array<i64: ...>.
func (a *Attr) IsDenseI64Array() bool { return a.is(AttrDenseI64Array) }

// IsDenseI32Array reports whether a is array<i32: ...>.
func (a *Attr) IsDenseI32Array() bool { return a.is(AttrDenseI32Array) }

// IsDenseBoolArray reports whether a is array<i1: ...>.
func (a *Attr) IsDenseBoolArray() bool { return a.is(AttrDenseBoolArray) }

// I64s returns the values of a dense i64 or i32 array.
func (a *Attr) I64s() []int64 {
	if !a.is(AttrDenseI64Array) && !a.is(AttrDenseI32Array) {
		return nil
	}
	return a.Ints
}

// I32s returns the values of a dense i32 array.
func (a *Attr) I32s() []int32 {
	if !a.is(AttrDenseI32Array) {
		return nil
	}
	out := make([]int32, len(a.Ints))
	for i, v := range a.Ints {
		out[i] = int32(v)
	}
	return out
}

// Bools returns the values of a dense bool array.
func (a *Attr) Bools() []bool {
	if !a.is(AttrDenseBoolArray) {
		return nil
	}
	return a.BoolList
}

// IsDenseElements reports whether a is a dense elements attribute.
func (a *Attr) IsDenseElements() bool { return a.is(AttrDenseElements) }

// IsSplat reports whether a dense elements attribute holds one value for
// every element.
func (a *Attr) IsSplat() bool { return a.is(AttrDenseElements) && a.Splat }

// RawData returns a dense elements attribute's raw data.
func (a *Attr) RawData() []byte {
	if !a.is(AttrDenseElements) {
		return nil
	}
	return a.Data
}

// IsDenseResourceElements reports whether a is dense_resource<...>.
func (a *Attr) IsDenseResourceElements() bool { return a.is(AttrDenseResource) }

// ResourceKey returns a dense_resource attribute's key.
func (a *Attr) ResourceKey() string {
	if !a.is(AttrDenseResource) {
		return ""
	}
	return a.StrVal
}

// ResourceBlob returns a dense_resource attribute's blob, and whether the
// module had one.
func (a *Attr) ResourceBlob() ([]byte, bool) {
	if !a.is(AttrDenseResource) || !a.HasBlob {
		return nil, false
	}
	return a.Data, true
}

// DialectNamespace returns the dialect of an enumeration or struct-like
// attribute ("" for builtin attributes).
func (a *Attr) DialectNamespace() string {
	if a == nil {
		return ""
	}
	return a.Dialect
}

// IsEnum reports whether a is the enumeration attribute dialect.mnemonic.
func (a *Attr) IsEnum(dialect, mnemonic string) bool {
	return a.is(AttrEnum) && a.Dialect == dialect && a.Mnemonic == mnemonic
}

// IsStruct reports whether a is the struct-like attribute
// dialect.mnemonic.
func (a *Attr) IsStruct(dialect, mnemonic string) bool {
	return a.is(AttrStruct) && a.Dialect == dialect && a.Mnemonic == mnemonic
}
