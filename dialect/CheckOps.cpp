//===- CheckOps.cpp - The check dialect -----------------------------------===//

#include "CheckOps.h"

#include "AssemblyFormat.h"
#include "VerifyUtils.h"
#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;
using namespace mlir::stablehlo;
using namespace mlir::stablehlo::check;

#include "CheckOpsDialect.cpp.inc"

namespace {

struct CheckInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  bool isLegalToInline(Operation *, Region *, bool,
                       IRMapping &) const final {
    return true;
  }
};

/// The compared values must have the same shape and element type; the
/// expected value of a quantized tensor may be given by its storage values.
LogicalResult verifyComparable(Operation *op, Type actual, Type expected) {
  auto a = llvm::cast<ShapedType>(actual);
  auto e = llvm::cast<ShapedType>(expected);
  if (!isCompatibleShape(a.getShape(), e.getShape()))
    return op->emitOpError("expects operands of the same shape, but got ")
           << actual << " and " << expected;
  if (a.getElementType() != e.getElementType() &&
      storageTypeOf(a) != storageTypeOf(e))
    return op->emitOpError("expects operands of the same element type, but "
                           "got ")
           << actual << " and " << expected;
  return success();
}

LogicalResult verifyFloatLike(Operation *op, Type type) {
  Type element = elementTypeOf(type);
  if (auto complex = llvm::dyn_cast<ComplexType>(element))
    element = complex.getElementType();
  if (!llvm::isa<FloatType>(element))
    return op->emitOpError("expects a floating-point or complex tensor, but "
                           "got ")
           << type;
  return success();
}

} // namespace

void CheckDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "CheckOps.cpp.inc"
      >();
  addInterfaces<CheckInlinerInterface>();
}

#define GET_OP_CLASSES
#include "CheckOps.cpp.inc"

LogicalResult ExpectEqOp::verify() {
  return verifyComparable(*this, getLhs().getType(), getRhs().getType());
}

LogicalResult ExpectEqConstOp::verify() {
  return verifyComparable(*this, getLhs().getType(), getValue().getType());
}

LogicalResult ExpectAlmostEqOp::verify() {
  if (failed(verifyFloatLike(*this, getLhs().getType())))
    return failure();
  return verifyComparable(*this, getLhs().getType(), getRhs().getType());
}

LogicalResult ExpectAlmostEqConstOp::verify() {
  if (failed(verifyFloatLike(*this, getLhs().getType())))
    return failure();
  return verifyComparable(*this, getLhs().getType(), getValue().getType());
}

LogicalResult ExpectCloseOp::verify() {
  if (failed(verifyFloatLike(*this, getActual().getType())))
    return failure();
  int64_t maxUlps = getMaxUlpDifferenceAttr().getInt();
  if (maxUlps < 0)
    return emitOpError("expects a non-negative max_ulp_difference");
  if (IntegerAttr minUlps = getMinUlpDifferenceAttr();
      minUlps && minUlps.getInt() > maxUlps)
    return emitOpError("expects min_ulp_difference <= max_ulp_difference");
  return verifyComparable(*this, getActual().getType(),
                          getExpected().getType());
}
