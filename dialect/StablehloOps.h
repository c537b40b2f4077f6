//===- StablehloOps.h - The StableHLO dialect -------------------*- C++ -*-===//
//
// The `stablehlo` dialect: its types, attributes, enumerations and ops.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_STABLEHLOOPS_H
#define STABLEHLO_GO_DIALECT_STABLEHLOOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/TensorEncoding.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir {
namespace stablehlo {

/// Returns true for the quantized element types StableHLO supports: uniform
/// per-tensor and per-axis quantized types with a signless 2, 4, 8, 16 or
/// 32-bit integer storage type.
bool isSupportedQuantizedType(Type type);

/// Returns true unless `type` is a ranked tensor of a per-axis quantized
/// element type whose quantization dimension is out of range, dynamic, or
/// of a size other than the number of scales (`quantized_type` C12, C13).
bool hasValidQuantizationDimension(Type type);

/// Returns true for a ranked tensor type with exactly one dynamic dimension,
/// bounded by its `#stablehlo.bounds` encoding.
bool hasSingleBoundedDimension(Type type);

/// Returns true when the encoding of a ranked tensor type is absent or a
/// `#stablehlo.bounds` attribute of matching rank.
bool hasValidEncoding(Type type);

} // namespace stablehlo
} // namespace mlir

#include "StablehloOpsDialect.h.inc"
#include "StablehloEnums.h.inc"

#define GET_TYPEDEF_CLASSES
#include "StablehloTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "StablehloAttrs.h.inc"

#define GET_OP_CLASSES
#include "StablehloOps.h.inc"

#endif // STABLEHLO_GO_DIALECT_STABLEHLOOPS_H
