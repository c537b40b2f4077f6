//===- VerifyUtils.h - Helpers shared by the op verifiers -------*- C++ -*-===//
//
// Predicates of the specification (`is_quantized`, `baseline_type`, ...) and
// checks that several ops share.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_VERIFYUTILS_H
#define STABLEHLO_GO_DIALECT_VERIFYUTILS_H

#include "StablehloOps.h"

#include <optional>

namespace mlir {
namespace stablehlo {

/// The element type of a shaped type, or the type itself.
Type elementTypeOf(Type type);

bool isQuantized(Type type);
bool isPerTensorQuantized(Type type);
bool isPerAxisQuantized(Type type);
/// The storage type of a quantized (tensor) type; other types unchanged.
Type storageTypeOf(Type type);
/// The expressed type of a quantized (tensor) type; other types unchanged.
Type expressedTypeOf(Type type);
/// The quantization dimension of a per-axis quantized tensor type.
int64_t quantizationDimensionOf(Type type);
/// `baseline_element_type`: quantized element types without their scales
/// and zero points, other element types unchanged.
Type baselineElementType(Type type);
/// `baseline_type`: the tensor type with its baseline element type.
Type baselineType(Type type);

bool isSignedInteger(Type type);
bool isUnsignedInteger(Type type);
bool isBoolean(Type type);

/// Two dimension sizes are compatible when equal or when one is dynamic.
bool isCompatibleDim(int64_t a, int64_t b);
bool isCompatibleShape(ArrayRef<int64_t> a, ArrayRef<int64_t> b);
/// The bounds of a tensor type's `#stablehlo.bounds` encoding, or an empty
/// list.
ArrayRef<int64_t> boundsOf(Type type);
/// Whether each static size of `shape` is at most the corresponding static
/// bound of `bounds` (an empty `bounds` bounds nothing).
bool fitsBounds(ArrayRef<int64_t> shape, ArrayRef<int64_t> bounds);
/// Compatible shapes of two shaped types where the static sizes of each fit
/// the bounds of the other.
bool isCompatibleShapeWithBounds(Type a, Type b);
/// Equal element types and compatible shapes (tensors), where the static
/// sizes of each fit the bounds of the other (as upstream's type inference
/// requires); equal types (others, recursively through tuples).
bool isCompatibleType(Type a, Type b);

/// The size of a padded dimension, `size + low + high + max(size - 1, 0) *
/// interior`, or std::nullopt when it does not fit in int64_t.
std::optional<int64_t> paddedDimSize(int64_t size, int64_t low, int64_t high,
                                     int64_t interior);
/// The number of elements of a slice of `limit - start` elements taken
/// every `stride` (ceil((limit - start) / stride)), for 0 <= start <= limit
/// and stride > 0, computed without overflow.
int64_t stridedCount(int64_t start, int64_t limit, int64_t stride);
/// `num_windows` of reduce_window, select_and_scatter and convolution: the
/// number of windows of `windowSize` elements dilated by `windowDilation`
/// that fit, every `stride`, in the input of `inputSize` elements dilated by
/// `baseDilation` and padded by `low` and `high` (0 when none fits), or
/// std::nullopt when the count does not fit in int64_t. The intermediate
/// sizes are computed exactly. Dilations and stride must be positive.
std::optional<int64_t> windowCount(int64_t inputSize, int64_t baseDilation,
                                   int64_t low, int64_t high,
                                   int64_t windowSize, int64_t windowDilation,
                                   int64_t stride);
/// The number of elements of a static shape, or std::nullopt when the
/// product does not fit in int64_t.
std::optional<int64_t> checkedNumElements(ArrayRef<int64_t> shape);

/// Returns true when `dims` has no duplicates.
bool isUnique(ArrayRef<int64_t> dims);
/// Returns true when every element is in [0, size).
bool allInRange(ArrayRef<int64_t> dims, int64_t size);
/// Returns true when `dims` is a permutation of [0, dims.size()).
bool isPermutation(ArrayRef<int64_t> dims);

/// Checks that `values` all have compatible types (`type(a) = type(b)`
/// allowing dynamic dimensions); `label` names the constraint, e.g. "C1".
LogicalResult verifySameTypes(Operation *op, StringRef label,
                              ArrayRef<Value> values);
/// The same for `baseline_type`.
LogicalResult verifySameBaselineTypes(Operation *op, StringRef label,
                                      ArrayRef<Value> values);

/// Element types that data movement ops may change: equal, or per-axis
/// quantized types differing only in their scales, zero points and
/// quantization dimension.
bool isCompatibleMovedElementType(Type a, Type b);

/// Returns false when `a` and `b` are both per-axis quantized with different
/// scales or zero points. As upstream, only the leading scales both have are
/// compared: the ops report differently sized dimensions by themselves.
bool haveSameScalesAndZeroPoints(Type a, Type b);

/// Returns false when `a` and `b` are both quantized with different storage
/// ranges (`storage_min`, `storage_max`).
bool haveSameStorageRange(Type a, Type b);

/// `is_promotable(x, y)`: `y` has the kind of `x` and at least its
/// precision.
bool isPromotable(Type from, Type to);

/// Upstream's looser promotion of an init value (or a scatter update) to the
/// element type of a reduction body: both integers (of any signedness),
/// floats, complex or quantized with one expressed type, and `to` at least
/// as wide, float widths ignored when `ignoreFloatWidth` is set.
bool isUpstreamPromotable(Type from, Type to, bool ignoreFloatWidth);

/// The spec asks for init values of the inputs' element types (reduce C2,
/// reduce_window C3, and scatter C6 for its updates); upstream only asks
/// that each be promotable, in its looser sense and ignoring float widths,
/// to the body's element type, and so does this verifier. The interpreter
/// converts them when the conversion is exact and reports them otherwise.
LogicalResult verifyPromotableToBody(Operation *op, ValueRange values,
                                     ArrayRef<Type> bodyTypes, StringRef label,
                                     StringRef name);

/// Checks a reduction body (`reduce`, `all_reduce`, `scatter`, ...): it has
/// type `(tensor<E0>, ..., tensor<EN-1>, tensor<E0>, ..., tensor<EN-1>) ->
/// (tensor<E0>, ..., tensor<EN-1>)` where `is_promotable(inputs[i], Ei)`.
/// On success, `bodyTypes` receives the `Ei`. With `accumulatorTypes` (the
/// init values of reduce and reduce_window, which upstream lets have
/// dimensions), the body works on tensors of their shapes instead of
/// 0-dimensional ones.
LogicalResult verifyReducerRegion(Operation *op, Region &region,
                                  ArrayRef<Type> inputElementTypes,
                                  StringRef label,
                                  SmallVectorImpl<Type> *bodyTypes = nullptr,
                                  ArrayRef<Type> accumulatorTypes = {});

/// `isCompatibleReturnTypes` of the ops that infer their result types:
/// only the number of results is checked here, the ops' verifiers check the
/// types against the specification's constraints (with their labels).
bool isCompatibleInferredTypes(TypeRange inferred, TypeRange actual);

/// Defines `OP::inferReturnTypes`, whose body appends the result types to
/// `inferredReturnTypes` from `operands` (and `context`, `attributes`,
/// `properties`, `regions`), and `OP::isCompatibleReturnTypes`.
#define STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(OP, BODY)                       \
  LogicalResult OP::inferReturnTypes(                                          \
      MLIRContext *context, std::optional<Location> location,                  \
      ValueRange operands, DictionaryAttr attributes,                          \
      OpaqueProperties properties, RegionRange regions,                        \
      SmallVectorImpl<Type> &inferredReturnTypes) {                            \
    (void)context, (void)location, (void)attributes, (void)properties,         \
        (void)regions;                                                         \
    BODY                                                                       \
  }                                                                            \
  bool OP::isCompatibleReturnTypes(TypeRange l, TypeRange r) {                 \
    return isCompatibleInferredTypes(l, r);                                    \
  }

/// A ranked tensor type of the given rank and element type with dynamic
/// dimensions: the inferred type when the attributes are invalid (the
/// verifiers then report the violated constraint).
RankedTensorType unknownShapeOf(int64_t rank, Type elementType);

/// Checks the constraints of elementwise ops with quantized operands
/// (`add` C1-C7 and friends): non-quantized types are all compatible;
/// quantized ones share storage and expressed types and quantization
/// dimensions.
LogicalResult verifyElementwiseTypes(Operation *op, ValueRange operands,
                                     Value result);

/// Whether some hardware is known to implement the dot algorithm of these
/// parameters. The spec leaves the supported combinations to
/// implementations; upstream accepts exactly these: single-component
/// operands, and either any two f8 types accumulated in f32 in one
/// operation (imprecise accumulation allowed), or one of a fixed list of
/// (lhs, rhs, accumulation, operations) with precise accumulation.
bool isKnownDotAlgorithm(Type lhs, Type rhs, Type accumulation,
                         int64_t lhsComponents, int64_t rhsComponents,
                         int64_t operations, bool allowImprecise);

} // namespace stablehlo
} // namespace mlir

#endif // STABLEHLO_GO_DIALECT_VERIFYUTILS_H
