// Written by `npm run gen` from schemas/device/. Do not edit.
/* eslint-disable */
import formats from 'ajv-formats/dist/formats.js';
"use strict";
export const validateDeviceActivation = validate10;
const schema11 = {"$id":"device-activation","title":"DeviceActivation","description":"A device activating with its installation code (POST /api/devices/activate).","type":"object","additionalProperties":false,"required":["installation_code"],"properties":{"installation_code":{"type":"string","minLength":1,"maxLength":40}}};
const func2 = (s) => [...s].length;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device-activation" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.installation_code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "installation_code"},message:"must have required property '"+"installation_code"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "installation_code")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.installation_code !== undefined){
let data0 = data.installation_code;
if(typeof data0 === "string"){
if(func2(data0) > 40){
const err2 = {instancePath:instancePath+"/installation_code",schemaPath:"#/properties/installation_code/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema11.properties.installation_code,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 1){
const err3 = {instancePath:instancePath+"/installation_code",schemaPath:"#/properties/installation_code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.installation_code,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/installation_code",schemaPath:"#/properties/installation_code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.installation_code.type,parentSchema:schema11.properties.installation_code,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateDeviceCheck = validate11;
const schema12 = {"$id":"device-check","title":"DeviceCheck","description":"A check as the point of sale records it (POST /api/devices/checks). Money is in integer cents; times are ISO 8601 instants.","type":"object","additionalProperties":false,"required":["number","order_type_id","server_id","opened_at","status","items","subtotal","tax","total"],"properties":{"id":{"type":"string","format":"uuid","description":"The device's own identity for the check; without it, the check is known by its number and opening time."},"version":{"description":"Grows with each body the device sends for the check; 1 for an open check and 2 otherwise when left out.","type":"integer","minimum":1,"maximum":2147483647},"number":{"type":"integer","minimum":1,"maximum":999999},"source":{"description":"The channel the check came from; 'pos' when left out.","type":"string","enum":["pos","olo","kiosk","mobile"]},"order_type_id":{"type":"string","format":"uuid"},"table_name":{"type":"string","minLength":1,"maxLength":40},"server_id":{"type":"string","format":"uuid"},"closed_by_id":{"type":"string","format":"uuid","description":"The employee who closed the check, when another than its server (handed over, or paid at another station); the store's payment accountability decides which of the two the server, tips and employee reports credit."},"customer_id":{"type":"string","format":"uuid","description":"The store's customer the check is for; needed by a house account payment or a payment against the account."},"coupons":{"description":"Coupons redeemed on the check, each by its id or its code (one of them).","type":"array","maxItems":10,"items":{"title":"DeviceCheckCoupon","type":"object","additionalProperties":false,"properties":{"coupon_id":{"type":"string","format":"uuid"},"code":{"type":"string","minLength":1,"maxLength":40}}}},"gift_card_sales":{"description":"Gift cards sold or reloaded on the check, paid by its payments beside its total. Selling a preactivated card activates it.","type":"array","maxItems":20,"items":{"title":"DeviceCheckGiftCardSale","type":"object","additionalProperties":false,"required":["gift_card_number","amount"],"properties":{"gift_card_number":{"description":"A gift card's whole number, 8 to 19 digits: the server finds the card by its keyed hash and never keeps or answers it whole.","type":"string","pattern":"^[0-9]{8,19}$"},"amount":{"type":"integer","minimum":1,"maximum":100000000}}}},"house_account_payment":{"type":"integer","minimum":1,"maximum":100000000,"description":"What the customer pays against his house account on this check, paid by its payments beside its total."},"loyalty_reward":{"type":"integer","minimum":0,"maximum":99,"description":"The reward of the store's active loyalty plan (its place in the plan's list) the customer takes on this closed check, paid with its points."},"guests":{"type":"integer","minimum":0,"maximum":999,"default":1},"opened_at":{"type":"string","format":"date-time"},"closed_at":{"type":"string","format":"date-time"},"status":{"type":"string","enum":["open","closed","voided"]},"items":{"type":"array","minItems":1,"maxItems":500,"items":{"title":"DeviceCheckItem","description":"One line of a check.","type":"object","additionalProperties":false,"required":["menu_item_id","quantity","unit_price"],"properties":{"menu_item_id":{"type":"string","format":"uuid"},"quantity":{"type":"integer","minimum":1,"maximum":9999},"unit_price":{"type":"integer","minimum":0,"maximum":100000000,"description":"Price of one, in cents, before modifiers."},"modifiers":{"type":"array","maxItems":50,"default":[],"items":{"title":"DeviceCheckModifier","type":"object","additionalProperties":false,"required":["modifier_item_id","price"],"properties":{"modifier_item_id":{"type":"string","format":"uuid"},"quantity":{"type":"integer","minimum":1,"maximum":99,"default":1},"price":{"type":"integer","minimum":0,"maximum":100000000}}}},"discount":{"type":"integer","minimum":0,"maximum":100000000,"default":0},"tax":{"type":"integer","minimum":0,"maximum":100000000,"default":0},"void":{"description":"A voided item counts for nothing in the totals; the reason and who approved it stay.","type":"object","additionalProperties":false,"required":["reason_id"],"properties":{"reason_id":{"type":"string","format":"uuid"},"approved_by":{"type":"string","format":"uuid"}}}}}},"discount":{"type":"integer","minimum":0,"maximum":100000000,"default":0,"description":"A discount on the whole check, in cents, beside the items' own."},"gratuity":{"type":"integer","minimum":0,"maximum":100000000,"default":0},"delivery_fee":{"type":"integer","minimum":0,"maximum":100000000,"description":"What delivering the order costs, in cents (none: 0): part of the total, beside the gratuity."},"subtotal":{"type":"integer","minimum":0,"maximum":100000000},"tax":{"type":"integer","minimum":0,"maximum":100000000},"total":{"type":"integer","minimum":0,"maximum":100000000},"payments":{"type":"array","maxItems":50,"default":[],"items":{"title":"DeviceCheckPayment","description":"A payment transaction (SPEC §3).","type":"object","additionalProperties":false,"required":["payment_id","amount","paid_at"],"properties":{"payment_id":{"type":"string","format":"uuid"},"amount":{"type":"integer","minimum":1,"maximum":100000000},"tip":{"type":"integer","minimum":0,"maximum":100000000,"default":0},"change":{"type":"integer","minimum":0,"maximum":100000000,"default":0,"description":"Cents given back; cash only."},"card_number":{"type":"string","minLength":1,"maxLength":24,"description":"Only its last four digits are kept; a full card number is refused."},"gift_card_number":{"description":"The gift card a payment of the gift card kind redeems; only its last four digits are kept with the payment.","type":"string","pattern":"^[0-9]{8,19}$"},"account_type":{"type":"string","minLength":1,"maxLength":30},"entry_type":{"type":"string","minLength":1,"maxLength":30},"auth_code":{"type":"string","minLength":1,"maxLength":30},"approval_code":{"type":"string","minLength":1,"maxLength":30},"terminal_number":{"type":"string","minLength":1,"maxLength":30},"transaction_id":{"type":"string","minLength":1,"maxLength":64},"authorized_amount":{"type":"integer","minimum":0,"maximum":100000000},"expiration":{"type":"string","pattern":"^(0[1-9]|1[0-2])/?[0-9]{2}$"},"paid_at":{"type":"string","format":"date-time"}}}},"refunds":{"type":"array","maxItems":50,"default":[],"items":{"title":"DeviceCheckRefund","type":"object","additionalProperties":false,"required":["payment","amount","reason","employee_id","refunded_at"],"properties":{"payment":{"description":"Index of the refunded payment in `payments`.","type":"integer","minimum":0},"amount":{"type":"integer","minimum":1,"maximum":100000000},"reason":{"type":"string","minLength":1,"maxLength":200},"employee_id":{"type":"string","format":"uuid"},"refunded_at":{"type":"string","format":"date-time"}}}},"ratings":{"type":"array","maxItems":500,"default":[],"items":{"title":"DeviceCheckRating","type":"object","additionalProperties":false,"required":["menu_item_id","rating","rated_at"],"properties":{"menu_item_id":{"type":"string","format":"uuid"},"rating":{"type":"integer","minimum":1,"maximum":5},"comment":{"type":"string","minLength":1,"maxLength":500},"rated_at":{"type":"string","format":"date-time"}}}}}};
const func4 = Object.prototype.hasOwnProperty;
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const formats12 = formats.fullFormats["date-time"];
const pattern0 = new RegExp("^[0-9]{8,19}$", "u");
const pattern2 = new RegExp("^(0[1-9]|1[0-2])/?[0-9]{2}$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device-check" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.guests === undefined){
data.guests = 1;
}
if(data.discount === undefined){
data.discount = 0;
}
if(data.gratuity === undefined){
data.gratuity = 0;
}
if(data.payments === undefined){
data.payments = [];
}
if(data.refunds === undefined){
data.refunds = [];
}
if(data.ratings === undefined){
data.ratings = [];
}
if(data.number === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.order_type_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "order_type_id"},message:"must have required property '"+"order_type_id"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.server_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "server_id"},message:"must have required property '"+"server_id"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.opened_at === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "opened_at"},message:"must have required property '"+"opened_at"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.status === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.items === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.subtotal === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subtotal"},message:"must have required property '"+"subtotal"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.tax === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tax"},message:"must have required property '"+"tax"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.total === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func4.call(schema12.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err10 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.id,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.id.type,parentSchema:schema12.properties.id,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.version !== undefined){
let data1 = data.version;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err12 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.version.type,parentSchema:schema12.properties.version,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err13 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema12.properties.version,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err14 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.version,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.number !== undefined){
let data2 = data.number;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err15 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.number.type,parentSchema:schema12.properties.number,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 999999 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999},message:"must be <= 999999",schema:999999,parentSchema:schema12.properties.number,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err17 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.number,data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.source !== undefined){
let data3 = data.source;
if(typeof data3 !== "string"){
const err18 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.source.type,parentSchema:schema12.properties.source,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((((data3 === "pos") || (data3 === "olo")) || (data3 === "kiosk")) || (data3 === "mobile"))){
const err19 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema12.properties.source.enum},message:"must be equal to one of the allowed values",schema:schema12.properties.source.enum,parentSchema:schema12.properties.source,data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.order_type_id !== undefined){
let data4 = data.order_type_id;
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
const err20 = {instancePath:instancePath+"/order_type_id",schemaPath:"#/properties/order_type_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.order_type_id,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/order_type_id",schemaPath:"#/properties/order_type_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.order_type_id.type,parentSchema:schema12.properties.order_type_id,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.table_name !== undefined){
let data5 = data.table_name;
if(typeof data5 === "string"){
if(func2(data5) > 40){
const err22 = {instancePath:instancePath+"/table_name",schemaPath:"#/properties/table_name/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema12.properties.table_name,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func2(data5) < 1){
const err23 = {instancePath:instancePath+"/table_name",schemaPath:"#/properties/table_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.table_name,data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/table_name",schemaPath:"#/properties/table_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.table_name.type,parentSchema:schema12.properties.table_name,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.server_id !== undefined){
let data6 = data.server_id;
if(typeof data6 === "string"){
if(!(formats0.test(data6))){
const err25 = {instancePath:instancePath+"/server_id",schemaPath:"#/properties/server_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.server_id,data:data6};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/server_id",schemaPath:"#/properties/server_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.server_id.type,parentSchema:schema12.properties.server_id,data:data6};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.closed_by_id !== undefined){
let data7 = data.closed_by_id;
if(typeof data7 === "string"){
if(!(formats0.test(data7))){
const err27 = {instancePath:instancePath+"/closed_by_id",schemaPath:"#/properties/closed_by_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.closed_by_id,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/closed_by_id",schemaPath:"#/properties/closed_by_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.closed_by_id.type,parentSchema:schema12.properties.closed_by_id,data:data7};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.customer_id !== undefined){
let data8 = data.customer_id;
if(typeof data8 === "string"){
if(!(formats0.test(data8))){
const err29 = {instancePath:instancePath+"/customer_id",schemaPath:"#/properties/customer_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.customer_id,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/customer_id",schemaPath:"#/properties/customer_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.customer_id.type,parentSchema:schema12.properties.customer_id,data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.coupons !== undefined){
let data9 = data.coupons;
if(Array.isArray(data9)){
if(data9.length > 10){
const err31 = {instancePath:instancePath+"/coupons",schemaPath:"#/properties/coupons/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items",schema:10,parentSchema:schema12.properties.coupons,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key1 in data10){
if(!((key1 === "coupon_id") || (key1 === "code"))){
const err32 = {instancePath:instancePath+"/coupons/" + i0,schemaPath:"#/properties/coupons/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.coupons.items,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data10.coupon_id !== undefined){
let data11 = data10.coupon_id;
if(typeof data11 === "string"){
if(!(formats0.test(data11))){
const err33 = {instancePath:instancePath+"/coupons/" + i0+"/coupon_id",schemaPath:"#/properties/coupons/items/properties/coupon_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.coupons.items.properties.coupon_id,data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/coupons/" + i0+"/coupon_id",schemaPath:"#/properties/coupons/items/properties/coupon_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.coupons.items.properties.coupon_id.type,parentSchema:schema12.properties.coupons.items.properties.coupon_id,data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data10.code !== undefined){
let data12 = data10.code;
if(typeof data12 === "string"){
if(func2(data12) > 40){
const err35 = {instancePath:instancePath+"/coupons/" + i0+"/code",schemaPath:"#/properties/coupons/items/properties/code/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema12.properties.coupons.items.properties.code,data:data12};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(func2(data12) < 1){
const err36 = {instancePath:instancePath+"/coupons/" + i0+"/code",schemaPath:"#/properties/coupons/items/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.coupons.items.properties.code,data:data12};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/coupons/" + i0+"/code",schemaPath:"#/properties/coupons/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.coupons.items.properties.code.type,parentSchema:schema12.properties.coupons.items.properties.code,data:data12};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/coupons/" + i0,schemaPath:"#/properties/coupons/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.coupons.items.type,parentSchema:schema12.properties.coupons.items,data:data10};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/coupons",schemaPath:"#/properties/coupons/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.coupons.type,parentSchema:schema12.properties.coupons,data:data9};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.gift_card_sales !== undefined){
let data13 = data.gift_card_sales;
if(Array.isArray(data13)){
if(data13.length > 20){
const err40 = {instancePath:instancePath+"/gift_card_sales",schemaPath:"#/properties/gift_card_sales/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items",schema:20,parentSchema:schema12.properties.gift_card_sales,data:data13};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.gift_card_number === undefined){
const err41 = {instancePath:instancePath+"/gift_card_sales/" + i1,schemaPath:"#/properties/gift_card_sales/items/required",keyword:"required",params:{missingProperty: "gift_card_number"},message:"must have required property '"+"gift_card_number"+"'",schema:schema12.properties.gift_card_sales.items.required,parentSchema:schema12.properties.gift_card_sales.items,data:data14};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data14.amount === undefined){
const err42 = {instancePath:instancePath+"/gift_card_sales/" + i1,schemaPath:"#/properties/gift_card_sales/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'",schema:schema12.properties.gift_card_sales.items.required,parentSchema:schema12.properties.gift_card_sales.items,data:data14};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key2 in data14){
if(!((key2 === "gift_card_number") || (key2 === "amount"))){
const err43 = {instancePath:instancePath+"/gift_card_sales/" + i1,schemaPath:"#/properties/gift_card_sales/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.gift_card_sales.items,data:data14};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data14.gift_card_number !== undefined){
let data15 = data14.gift_card_number;
if(typeof data15 === "string"){
if(!pattern0.test(data15)){
const err44 = {instancePath:instancePath+"/gift_card_sales/" + i1+"/gift_card_number",schemaPath:"#/properties/gift_card_sales/items/properties/gift_card_number/pattern",keyword:"pattern",params:{pattern: "^[0-9]{8,19}$"},message:"must match pattern \""+"^[0-9]{8,19}$"+"\"",schema:"^[0-9]{8,19}$",parentSchema:schema12.properties.gift_card_sales.items.properties.gift_card_number,data:data15};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/gift_card_sales/" + i1+"/gift_card_number",schemaPath:"#/properties/gift_card_sales/items/properties/gift_card_number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.gift_card_sales.items.properties.gift_card_number.type,parentSchema:schema12.properties.gift_card_sales.items.properties.gift_card_number,data:data15};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data14.amount !== undefined){
let data16 = data14.amount;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err46 = {instancePath:instancePath+"/gift_card_sales/" + i1+"/amount",schemaPath:"#/properties/gift_card_sales/items/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.gift_card_sales.items.properties.amount.type,parentSchema:schema12.properties.gift_card_sales.items.properties.amount,data:data16};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 100000000 || isNaN(data16)){
const err47 = {instancePath:instancePath+"/gift_card_sales/" + i1+"/amount",schemaPath:"#/properties/gift_card_sales/items/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.gift_card_sales.items.properties.amount,data:data16};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data16 < 1 || isNaN(data16)){
const err48 = {instancePath:instancePath+"/gift_card_sales/" + i1+"/amount",schemaPath:"#/properties/gift_card_sales/items/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.gift_card_sales.items.properties.amount,data:data16};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
}
else {
const err49 = {instancePath:instancePath+"/gift_card_sales/" + i1,schemaPath:"#/properties/gift_card_sales/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.gift_card_sales.items.type,parentSchema:schema12.properties.gift_card_sales.items,data:data14};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/gift_card_sales",schemaPath:"#/properties/gift_card_sales/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.gift_card_sales.type,parentSchema:schema12.properties.gift_card_sales,data:data13};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.house_account_payment !== undefined){
let data17 = data.house_account_payment;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err51 = {instancePath:instancePath+"/house_account_payment",schemaPath:"#/properties/house_account_payment/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.house_account_payment.type,parentSchema:schema12.properties.house_account_payment,data:data17};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 100000000 || isNaN(data17)){
const err52 = {instancePath:instancePath+"/house_account_payment",schemaPath:"#/properties/house_account_payment/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.house_account_payment,data:data17};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data17 < 1 || isNaN(data17)){
const err53 = {instancePath:instancePath+"/house_account_payment",schemaPath:"#/properties/house_account_payment/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.house_account_payment,data:data17};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
if(data.loyalty_reward !== undefined){
let data18 = data.loyalty_reward;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err54 = {instancePath:instancePath+"/loyalty_reward",schemaPath:"#/properties/loyalty_reward/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.loyalty_reward.type,parentSchema:schema12.properties.loyalty_reward,data:data18};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 99 || isNaN(data18)){
const err55 = {instancePath:instancePath+"/loyalty_reward",schemaPath:"#/properties/loyalty_reward/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99},message:"must be <= 99",schema:99,parentSchema:schema12.properties.loyalty_reward,data:data18};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data18 < 0 || isNaN(data18)){
const err56 = {instancePath:instancePath+"/loyalty_reward",schemaPath:"#/properties/loyalty_reward/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.loyalty_reward,data:data18};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
let data19 = data.guests;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err57 = {instancePath:instancePath+"/guests",schemaPath:"#/properties/guests/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.guests.type,parentSchema:schema12.properties.guests,data:data19};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 999 || isNaN(data19)){
const err58 = {instancePath:instancePath+"/guests",schemaPath:"#/properties/guests/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999},message:"must be <= 999",schema:999,parentSchema:schema12.properties.guests,data:data19};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data19 < 0 || isNaN(data19)){
const err59 = {instancePath:instancePath+"/guests",schemaPath:"#/properties/guests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.guests,data:data19};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.opened_at !== undefined){
let data20 = data.opened_at;
if(typeof data20 === "string"){
if(!(formats12.validate(data20))){
const err60 = {instancePath:instancePath+"/opened_at",schemaPath:"#/properties/opened_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema12.properties.opened_at,data:data20};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/opened_at",schemaPath:"#/properties/opened_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.opened_at.type,parentSchema:schema12.properties.opened_at,data:data20};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.closed_at !== undefined){
let data21 = data.closed_at;
if(typeof data21 === "string"){
if(!(formats12.validate(data21))){
const err62 = {instancePath:instancePath+"/closed_at",schemaPath:"#/properties/closed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema12.properties.closed_at,data:data21};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/closed_at",schemaPath:"#/properties/closed_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.closed_at.type,parentSchema:schema12.properties.closed_at,data:data21};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.status !== undefined){
let data22 = data.status;
if(typeof data22 !== "string"){
const err64 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.status.type,parentSchema:schema12.properties.status,data:data22};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(!(((data22 === "open") || (data22 === "closed")) || (data22 === "voided"))){
const err65 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema12.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema12.properties.status.enum,parentSchema:schema12.properties.status,data:data22};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.items !== undefined){
let data23 = data.items;
if(Array.isArray(data23)){
if(data23.length > 500){
const err66 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items",schema:500,parentSchema:schema12.properties.items,data:data23};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data23.length < 1){
const err67 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema12.properties.items,data:data23};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
let data24 = data23[i2];
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.modifiers === undefined){
data24.modifiers = [];
}
if(data24.discount === undefined){
data24.discount = 0;
}
if(data24.tax === undefined){
data24.tax = 0;
}
if(data24.menu_item_id === undefined){
const err68 = {instancePath:instancePath+"/items/" + i2,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "menu_item_id"},message:"must have required property '"+"menu_item_id"+"'",schema:schema12.properties.items.items.required,parentSchema:schema12.properties.items.items,data:data24};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data24.quantity === undefined){
const err69 = {instancePath:instancePath+"/items/" + i2,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "quantity"},message:"must have required property '"+"quantity"+"'",schema:schema12.properties.items.items.required,parentSchema:schema12.properties.items.items,data:data24};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data24.unit_price === undefined){
const err70 = {instancePath:instancePath+"/items/" + i2,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "unit_price"},message:"must have required property '"+"unit_price"+"'",schema:schema12.properties.items.items.required,parentSchema:schema12.properties.items.items,data:data24};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
for(const key3 in data24){
if(!(((((((key3 === "menu_item_id") || (key3 === "quantity")) || (key3 === "unit_price")) || (key3 === "modifiers")) || (key3 === "discount")) || (key3 === "tax")) || (key3 === "void"))){
const err71 = {instancePath:instancePath+"/items/" + i2,schemaPath:"#/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.items.items,data:data24};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data24.menu_item_id !== undefined){
let data25 = data24.menu_item_id;
if(typeof data25 === "string"){
if(!(formats0.test(data25))){
const err72 = {instancePath:instancePath+"/items/" + i2+"/menu_item_id",schemaPath:"#/properties/items/items/properties/menu_item_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.items.items.properties.menu_item_id,data:data25};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/items/" + i2+"/menu_item_id",schemaPath:"#/properties/items/items/properties/menu_item_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.items.items.properties.menu_item_id.type,parentSchema:schema12.properties.items.items.properties.menu_item_id,data:data25};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data24.quantity !== undefined){
let data26 = data24.quantity;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err74 = {instancePath:instancePath+"/items/" + i2+"/quantity",schemaPath:"#/properties/items/items/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.items.items.properties.quantity.type,parentSchema:schema12.properties.items.items.properties.quantity,data:data26};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 > 9999 || isNaN(data26)){
const err75 = {instancePath:instancePath+"/items/" + i2+"/quantity",schemaPath:"#/properties/items/items/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999",schema:9999,parentSchema:schema12.properties.items.items.properties.quantity,data:data26};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data26 < 1 || isNaN(data26)){
const err76 = {instancePath:instancePath+"/items/" + i2+"/quantity",schemaPath:"#/properties/items/items/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.items.items.properties.quantity,data:data26};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
if(data24.unit_price !== undefined){
let data27 = data24.unit_price;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err77 = {instancePath:instancePath+"/items/" + i2+"/unit_price",schemaPath:"#/properties/items/items/properties/unit_price/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.items.items.properties.unit_price.type,parentSchema:schema12.properties.items.items.properties.unit_price,data:data27};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 > 100000000 || isNaN(data27)){
const err78 = {instancePath:instancePath+"/items/" + i2+"/unit_price",schemaPath:"#/properties/items/items/properties/unit_price/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.items.items.properties.unit_price,data:data27};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data27 < 0 || isNaN(data27)){
const err79 = {instancePath:instancePath+"/items/" + i2+"/unit_price",schemaPath:"#/properties/items/items/properties/unit_price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.items.items.properties.unit_price,data:data27};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
let data28 = data24.modifiers;
if(Array.isArray(data28)){
if(data28.length > 50){
const err80 = {instancePath:instancePath+"/items/" + i2+"/modifiers",schemaPath:"#/properties/items/items/properties/modifiers/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema12.properties.items.items.properties.modifiers,data:data28};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
const len3 = data28.length;
for(let i3=0; i3<len3; i3++){
let data29 = data28[i3];
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.quantity === undefined){
data29.quantity = 1;
}
if(data29.modifier_item_id === undefined){
const err81 = {instancePath:instancePath+"/items/" + i2+"/modifiers/" + i3,schemaPath:"#/properties/items/items/properties/modifiers/items/required",keyword:"required",params:{missingProperty: "modifier_item_id"},message:"must have required property '"+"modifier_item_id"+"'",schema:schema12.properties.items.items.properties.modifiers.items.required,parentSchema:schema12.properties.items.items.properties.modifiers.items,data:data29};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data29.price === undefined){
const err82 = {instancePath:instancePath+"/items/" + i2+"/modifiers/" + i3,schemaPath:"#/properties/items/items/properties/modifiers/items/required",keyword:"required",params:{missingProperty: "price"},message:"must have required property '"+"price"+"'",schema:schema12.properties.items.items.properties.modifiers.items.required,parentSchema:schema12.properties.items.items.properties.modifiers.items,data:data29};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
for(const key4 in data29){
if(!(((key4 === "modifier_item_id") || (key4 === "quantity")) || (key4 === "price"))){
const err83 = {instancePath:instancePath+"/items/" + i2+"/modifiers/" + i3,schemaPath:"#/properties/items/items/properties/modifiers/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.items.items.properties.modifiers.items,data:data29};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data29.modifier_item_id !== undefined){
let data30 = data29.modifier_item_id;
if(typeof data30 === "string"){
if(!(formats0.test(data30))){
const err84 = {instancePath:instancePath+"/items/" + i2+"/modifiers/" + i3+"/modifier_item_id",schemaPath:"#/properties/items/items/properties/modifiers/items/properties/modifier_item_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.items.items.properties.modifiers.items.properties.modifier_item_id,data:data30};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
else {
const err85 = {instancePath:instancePath+"/items/" + i2+"/modifiers/" + i3+"/modifier_item_id",schemaPath:"#/properties/items/items/properties/modifiers/items/properties/modifier_item_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.items.items.properties.modifiers.items.properties.modifier_item_id.type,parentSchema:schema12.properties.items.items.properties.modifiers.items.properties.modifier_item_id,data:data30};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
let data31 = data29.quantity;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err86 = {instancePath:instancePath+"/items/" + i2+"/modifiers/" + i3+"/quantity",schemaPath:"#/properties/items/items/properties/modifiers/items/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.items.items.properties.modifiers.items.properties.quantity.type,parentSchema:schema12.properties.items.items.properties.modifiers.items.properties.quantity,data:data31};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 > 99 || isNaN(data31)){
const err87 = {instancePath:instancePath+"/items/" + i2+"/modifiers/" + i3+"/quantity",schemaPath:"#/properties/items/items/properties/modifiers/items/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99},message:"must be <= 99",schema:99,parentSchema:schema12.properties.items.items.properties.modifiers.items.properties.quantity,data:data31};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data31 < 1 || isNaN(data31)){
const err88 = {instancePath:instancePath+"/items/" + i2+"/modifiers/" + i3+"/quantity",schemaPath:"#/properties/items/items/properties/modifiers/items/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.items.items.properties.modifiers.items.properties.quantity,data:data31};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data29.price !== undefined){
let data32 = data29.price;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err89 = {instancePath:instancePath+"/items/" + i2+"/modifiers/" + i3+"/price",schemaPath:"#/properties/items/items/properties/modifiers/items/properties/price/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.items.items.properties.modifiers.items.properties.price.type,parentSchema:schema12.properties.items.items.properties.modifiers.items.properties.price,data:data32};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 > 100000000 || isNaN(data32)){
const err90 = {instancePath:instancePath+"/items/" + i2+"/modifiers/" + i3+"/price",schemaPath:"#/properties/items/items/properties/modifiers/items/properties/price/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.items.items.properties.modifiers.items.properties.price,data:data32};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(data32 < 0 || isNaN(data32)){
const err91 = {instancePath:instancePath+"/items/" + i2+"/modifiers/" + i3+"/price",schemaPath:"#/properties/items/items/properties/modifiers/items/properties/price/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.items.items.properties.modifiers.items.properties.price,data:data32};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
}
else {
const err92 = {instancePath:instancePath+"/items/" + i2+"/modifiers/" + i3,schemaPath:"#/properties/items/items/properties/modifiers/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.items.items.properties.modifiers.items.type,parentSchema:schema12.properties.items.items.properties.modifiers.items,data:data29};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
else {
const err93 = {instancePath:instancePath+"/items/" + i2+"/modifiers",schemaPath:"#/properties/items/items/properties/modifiers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.items.items.properties.modifiers.type,parentSchema:schema12.properties.items.items.properties.modifiers,data:data28};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
let data33 = data24.discount;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err94 = {instancePath:instancePath+"/items/" + i2+"/discount",schemaPath:"#/properties/items/items/properties/discount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.items.items.properties.discount.type,parentSchema:schema12.properties.items.items.properties.discount,data:data33};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if((typeof data33 == "number") && (isFinite(data33))){
if(data33 > 100000000 || isNaN(data33)){
const err95 = {instancePath:instancePath+"/items/" + i2+"/discount",schemaPath:"#/properties/items/items/properties/discount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.items.items.properties.discount,data:data33};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data33 < 0 || isNaN(data33)){
const err96 = {instancePath:instancePath+"/items/" + i2+"/discount",schemaPath:"#/properties/items/items/properties/discount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.items.items.properties.discount,data:data33};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
let data34 = data24.tax;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err97 = {instancePath:instancePath+"/items/" + i2+"/tax",schemaPath:"#/properties/items/items/properties/tax/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.items.items.properties.tax.type,parentSchema:schema12.properties.items.items.properties.tax,data:data34};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 > 100000000 || isNaN(data34)){
const err98 = {instancePath:instancePath+"/items/" + i2+"/tax",schemaPath:"#/properties/items/items/properties/tax/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.items.items.properties.tax,data:data34};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data34 < 0 || isNaN(data34)){
const err99 = {instancePath:instancePath+"/items/" + i2+"/tax",schemaPath:"#/properties/items/items/properties/tax/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.items.items.properties.tax,data:data34};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data24.void !== undefined){
let data35 = data24.void;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.reason_id === undefined){
const err100 = {instancePath:instancePath+"/items/" + i2+"/void",schemaPath:"#/properties/items/items/properties/void/required",keyword:"required",params:{missingProperty: "reason_id"},message:"must have required property '"+"reason_id"+"'",schema:schema12.properties.items.items.properties.void.required,parentSchema:schema12.properties.items.items.properties.void,data:data35};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
for(const key5 in data35){
if(!((key5 === "reason_id") || (key5 === "approved_by"))){
const err101 = {instancePath:instancePath+"/items/" + i2+"/void",schemaPath:"#/properties/items/items/properties/void/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.items.items.properties.void,data:data35};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data35.reason_id !== undefined){
let data36 = data35.reason_id;
if(typeof data36 === "string"){
if(!(formats0.test(data36))){
const err102 = {instancePath:instancePath+"/items/" + i2+"/void/reason_id",schemaPath:"#/properties/items/items/properties/void/properties/reason_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.items.items.properties.void.properties.reason_id,data:data36};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {instancePath:instancePath+"/items/" + i2+"/void/reason_id",schemaPath:"#/properties/items/items/properties/void/properties/reason_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.items.items.properties.void.properties.reason_id.type,parentSchema:schema12.properties.items.items.properties.void.properties.reason_id,data:data36};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data35.approved_by !== undefined){
let data37 = data35.approved_by;
if(typeof data37 === "string"){
if(!(formats0.test(data37))){
const err104 = {instancePath:instancePath+"/items/" + i2+"/void/approved_by",schemaPath:"#/properties/items/items/properties/void/properties/approved_by/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.items.items.properties.void.properties.approved_by,data:data37};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
else {
const err105 = {instancePath:instancePath+"/items/" + i2+"/void/approved_by",schemaPath:"#/properties/items/items/properties/void/properties/approved_by/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.items.items.properties.void.properties.approved_by.type,parentSchema:schema12.properties.items.items.properties.void.properties.approved_by,data:data37};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
else {
const err106 = {instancePath:instancePath+"/items/" + i2+"/void",schemaPath:"#/properties/items/items/properties/void/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.items.items.properties.void.type,parentSchema:schema12.properties.items.items.properties.void,data:data35};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
}
else {
const err107 = {instancePath:instancePath+"/items/" + i2,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.items.items.type,parentSchema:schema12.properties.items.items,data:data24};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
else {
const err108 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.items.type,parentSchema:schema12.properties.items,data:data23};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
let data38 = data.discount;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err109 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.discount.type,parentSchema:schema12.properties.discount,data:data38};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 > 100000000 || isNaN(data38)){
const err110 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.discount,data:data38};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(data38 < 0 || isNaN(data38)){
const err111 = {instancePath:instancePath+"/discount",schemaPath:"#/properties/discount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.discount,data:data38};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
let data39 = data.gratuity;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err112 = {instancePath:instancePath+"/gratuity",schemaPath:"#/properties/gratuity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.gratuity.type,parentSchema:schema12.properties.gratuity,data:data39};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 > 100000000 || isNaN(data39)){
const err113 = {instancePath:instancePath+"/gratuity",schemaPath:"#/properties/gratuity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.gratuity,data:data39};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(data39 < 0 || isNaN(data39)){
const err114 = {instancePath:instancePath+"/gratuity",schemaPath:"#/properties/gratuity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.gratuity,data:data39};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data.delivery_fee !== undefined){
let data40 = data.delivery_fee;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err115 = {instancePath:instancePath+"/delivery_fee",schemaPath:"#/properties/delivery_fee/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.delivery_fee.type,parentSchema:schema12.properties.delivery_fee,data:data40};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 > 100000000 || isNaN(data40)){
const err116 = {instancePath:instancePath+"/delivery_fee",schemaPath:"#/properties/delivery_fee/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.delivery_fee,data:data40};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data40 < 0 || isNaN(data40)){
const err117 = {instancePath:instancePath+"/delivery_fee",schemaPath:"#/properties/delivery_fee/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.delivery_fee,data:data40};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
}
if(data.subtotal !== undefined){
let data41 = data.subtotal;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err118 = {instancePath:instancePath+"/subtotal",schemaPath:"#/properties/subtotal/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.subtotal.type,parentSchema:schema12.properties.subtotal,data:data41};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 > 100000000 || isNaN(data41)){
const err119 = {instancePath:instancePath+"/subtotal",schemaPath:"#/properties/subtotal/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.subtotal,data:data41};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if(data41 < 0 || isNaN(data41)){
const err120 = {instancePath:instancePath+"/subtotal",schemaPath:"#/properties/subtotal/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.subtotal,data:data41};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
}
if(data.tax !== undefined){
let data42 = data.tax;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err121 = {instancePath:instancePath+"/tax",schemaPath:"#/properties/tax/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.tax.type,parentSchema:schema12.properties.tax,data:data42};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 > 100000000 || isNaN(data42)){
const err122 = {instancePath:instancePath+"/tax",schemaPath:"#/properties/tax/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.tax,data:data42};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if(data42 < 0 || isNaN(data42)){
const err123 = {instancePath:instancePath+"/tax",schemaPath:"#/properties/tax/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.tax,data:data42};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
}
if(data.total !== undefined){
let data43 = data.total;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err124 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.total.type,parentSchema:schema12.properties.total,data:data43};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 > 100000000 || isNaN(data43)){
const err125 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.total,data:data43};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(data43 < 0 || isNaN(data43)){
const err126 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.total,data:data43};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
}
let data44 = data.payments;
if(Array.isArray(data44)){
if(data44.length > 50){
const err127 = {instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema12.properties.payments,data:data44};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
const len4 = data44.length;
for(let i4=0; i4<len4; i4++){
let data45 = data44[i4];
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
if(data45.tip === undefined){
data45.tip = 0;
}
if(data45.change === undefined){
data45.change = 0;
}
if(data45.payment_id === undefined){
const err128 = {instancePath:instancePath+"/payments/" + i4,schemaPath:"#/properties/payments/items/required",keyword:"required",params:{missingProperty: "payment_id"},message:"must have required property '"+"payment_id"+"'",schema:schema12.properties.payments.items.required,parentSchema:schema12.properties.payments.items,data:data45};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(data45.amount === undefined){
const err129 = {instancePath:instancePath+"/payments/" + i4,schemaPath:"#/properties/payments/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'",schema:schema12.properties.payments.items.required,parentSchema:schema12.properties.payments.items,data:data45};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if(data45.paid_at === undefined){
const err130 = {instancePath:instancePath+"/payments/" + i4,schemaPath:"#/properties/payments/items/required",keyword:"required",params:{missingProperty: "paid_at"},message:"must have required property '"+"paid_at"+"'",schema:schema12.properties.payments.items.required,parentSchema:schema12.properties.payments.items,data:data45};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
for(const key6 in data45){
if(!(func4.call(schema12.properties.payments.items.properties, key6))){
const err131 = {instancePath:instancePath+"/payments/" + i4,schemaPath:"#/properties/payments/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.payments.items,data:data45};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data45.payment_id !== undefined){
let data46 = data45.payment_id;
if(typeof data46 === "string"){
if(!(formats0.test(data46))){
const err132 = {instancePath:instancePath+"/payments/" + i4+"/payment_id",schemaPath:"#/properties/payments/items/properties/payment_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.payments.items.properties.payment_id,data:data46};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
else {
const err133 = {instancePath:instancePath+"/payments/" + i4+"/payment_id",schemaPath:"#/properties/payments/items/properties/payment_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.payment_id.type,parentSchema:schema12.properties.payments.items.properties.payment_id,data:data46};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data45.amount !== undefined){
let data47 = data45.amount;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err134 = {instancePath:instancePath+"/payments/" + i4+"/amount",schemaPath:"#/properties/payments/items/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.payments.items.properties.amount.type,parentSchema:schema12.properties.payments.items.properties.amount,data:data47};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if((typeof data47 == "number") && (isFinite(data47))){
if(data47 > 100000000 || isNaN(data47)){
const err135 = {instancePath:instancePath+"/payments/" + i4+"/amount",schemaPath:"#/properties/payments/items/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.payments.items.properties.amount,data:data47};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data47 < 1 || isNaN(data47)){
const err136 = {instancePath:instancePath+"/payments/" + i4+"/amount",schemaPath:"#/properties/payments/items/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.payments.items.properties.amount,data:data47};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
}
let data48 = data45.tip;
if(!(((typeof data48 == "number") && (!(data48 % 1) && !isNaN(data48))) && (isFinite(data48)))){
const err137 = {instancePath:instancePath+"/payments/" + i4+"/tip",schemaPath:"#/properties/payments/items/properties/tip/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.payments.items.properties.tip.type,parentSchema:schema12.properties.payments.items.properties.tip,data:data48};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if((typeof data48 == "number") && (isFinite(data48))){
if(data48 > 100000000 || isNaN(data48)){
const err138 = {instancePath:instancePath+"/payments/" + i4+"/tip",schemaPath:"#/properties/payments/items/properties/tip/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.payments.items.properties.tip,data:data48};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
if(data48 < 0 || isNaN(data48)){
const err139 = {instancePath:instancePath+"/payments/" + i4+"/tip",schemaPath:"#/properties/payments/items/properties/tip/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.payments.items.properties.tip,data:data48};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
let data49 = data45.change;
if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){
const err140 = {instancePath:instancePath+"/payments/" + i4+"/change",schemaPath:"#/properties/payments/items/properties/change/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.payments.items.properties.change.type,parentSchema:schema12.properties.payments.items.properties.change,data:data49};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if((typeof data49 == "number") && (isFinite(data49))){
if(data49 > 100000000 || isNaN(data49)){
const err141 = {instancePath:instancePath+"/payments/" + i4+"/change",schemaPath:"#/properties/payments/items/properties/change/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.payments.items.properties.change,data:data49};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(data49 < 0 || isNaN(data49)){
const err142 = {instancePath:instancePath+"/payments/" + i4+"/change",schemaPath:"#/properties/payments/items/properties/change/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.payments.items.properties.change,data:data49};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
if(data45.card_number !== undefined){
let data50 = data45.card_number;
if(typeof data50 === "string"){
if(func2(data50) > 24){
const err143 = {instancePath:instancePath+"/payments/" + i4+"/card_number",schemaPath:"#/properties/payments/items/properties/card_number/maxLength",keyword:"maxLength",params:{limit: 24},message:"must NOT have more than 24 characters",schema:24,parentSchema:schema12.properties.payments.items.properties.card_number,data:data50};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if(func2(data50) < 1){
const err144 = {instancePath:instancePath+"/payments/" + i4+"/card_number",schemaPath:"#/properties/payments/items/properties/card_number/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.payments.items.properties.card_number,data:data50};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
else {
const err145 = {instancePath:instancePath+"/payments/" + i4+"/card_number",schemaPath:"#/properties/payments/items/properties/card_number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.card_number.type,parentSchema:schema12.properties.payments.items.properties.card_number,data:data50};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data45.gift_card_number !== undefined){
let data51 = data45.gift_card_number;
if(typeof data51 === "string"){
if(!pattern0.test(data51)){
const err146 = {instancePath:instancePath+"/payments/" + i4+"/gift_card_number",schemaPath:"#/properties/payments/items/properties/gift_card_number/pattern",keyword:"pattern",params:{pattern: "^[0-9]{8,19}$"},message:"must match pattern \""+"^[0-9]{8,19}$"+"\"",schema:"^[0-9]{8,19}$",parentSchema:schema12.properties.payments.items.properties.gift_card_number,data:data51};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
else {
const err147 = {instancePath:instancePath+"/payments/" + i4+"/gift_card_number",schemaPath:"#/properties/payments/items/properties/gift_card_number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.gift_card_number.type,parentSchema:schema12.properties.payments.items.properties.gift_card_number,data:data51};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
if(data45.account_type !== undefined){
let data52 = data45.account_type;
if(typeof data52 === "string"){
if(func2(data52) > 30){
const err148 = {instancePath:instancePath+"/payments/" + i4+"/account_type",schemaPath:"#/properties/payments/items/properties/account_type/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema12.properties.payments.items.properties.account_type,data:data52};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
if(func2(data52) < 1){
const err149 = {instancePath:instancePath+"/payments/" + i4+"/account_type",schemaPath:"#/properties/payments/items/properties/account_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.payments.items.properties.account_type,data:data52};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
else {
const err150 = {instancePath:instancePath+"/payments/" + i4+"/account_type",schemaPath:"#/properties/payments/items/properties/account_type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.account_type.type,parentSchema:schema12.properties.payments.items.properties.account_type,data:data52};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data45.entry_type !== undefined){
let data53 = data45.entry_type;
if(typeof data53 === "string"){
if(func2(data53) > 30){
const err151 = {instancePath:instancePath+"/payments/" + i4+"/entry_type",schemaPath:"#/properties/payments/items/properties/entry_type/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema12.properties.payments.items.properties.entry_type,data:data53};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
if(func2(data53) < 1){
const err152 = {instancePath:instancePath+"/payments/" + i4+"/entry_type",schemaPath:"#/properties/payments/items/properties/entry_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.payments.items.properties.entry_type,data:data53};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
else {
const err153 = {instancePath:instancePath+"/payments/" + i4+"/entry_type",schemaPath:"#/properties/payments/items/properties/entry_type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.entry_type.type,parentSchema:schema12.properties.payments.items.properties.entry_type,data:data53};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
if(data45.auth_code !== undefined){
let data54 = data45.auth_code;
if(typeof data54 === "string"){
if(func2(data54) > 30){
const err154 = {instancePath:instancePath+"/payments/" + i4+"/auth_code",schemaPath:"#/properties/payments/items/properties/auth_code/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema12.properties.payments.items.properties.auth_code,data:data54};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
if(func2(data54) < 1){
const err155 = {instancePath:instancePath+"/payments/" + i4+"/auth_code",schemaPath:"#/properties/payments/items/properties/auth_code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.payments.items.properties.auth_code,data:data54};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
else {
const err156 = {instancePath:instancePath+"/payments/" + i4+"/auth_code",schemaPath:"#/properties/payments/items/properties/auth_code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.auth_code.type,parentSchema:schema12.properties.payments.items.properties.auth_code,data:data54};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data45.approval_code !== undefined){
let data55 = data45.approval_code;
if(typeof data55 === "string"){
if(func2(data55) > 30){
const err157 = {instancePath:instancePath+"/payments/" + i4+"/approval_code",schemaPath:"#/properties/payments/items/properties/approval_code/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema12.properties.payments.items.properties.approval_code,data:data55};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
if(func2(data55) < 1){
const err158 = {instancePath:instancePath+"/payments/" + i4+"/approval_code",schemaPath:"#/properties/payments/items/properties/approval_code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.payments.items.properties.approval_code,data:data55};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
else {
const err159 = {instancePath:instancePath+"/payments/" + i4+"/approval_code",schemaPath:"#/properties/payments/items/properties/approval_code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.approval_code.type,parentSchema:schema12.properties.payments.items.properties.approval_code,data:data55};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
if(data45.terminal_number !== undefined){
let data56 = data45.terminal_number;
if(typeof data56 === "string"){
if(func2(data56) > 30){
const err160 = {instancePath:instancePath+"/payments/" + i4+"/terminal_number",schemaPath:"#/properties/payments/items/properties/terminal_number/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema12.properties.payments.items.properties.terminal_number,data:data56};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
if(func2(data56) < 1){
const err161 = {instancePath:instancePath+"/payments/" + i4+"/terminal_number",schemaPath:"#/properties/payments/items/properties/terminal_number/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.payments.items.properties.terminal_number,data:data56};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
else {
const err162 = {instancePath:instancePath+"/payments/" + i4+"/terminal_number",schemaPath:"#/properties/payments/items/properties/terminal_number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.terminal_number.type,parentSchema:schema12.properties.payments.items.properties.terminal_number,data:data56};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data45.transaction_id !== undefined){
let data57 = data45.transaction_id;
if(typeof data57 === "string"){
if(func2(data57) > 64){
const err163 = {instancePath:instancePath+"/payments/" + i4+"/transaction_id",schemaPath:"#/properties/payments/items/properties/transaction_id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema12.properties.payments.items.properties.transaction_id,data:data57};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(func2(data57) < 1){
const err164 = {instancePath:instancePath+"/payments/" + i4+"/transaction_id",schemaPath:"#/properties/payments/items/properties/transaction_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.payments.items.properties.transaction_id,data:data57};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
else {
const err165 = {instancePath:instancePath+"/payments/" + i4+"/transaction_id",schemaPath:"#/properties/payments/items/properties/transaction_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.transaction_id.type,parentSchema:schema12.properties.payments.items.properties.transaction_id,data:data57};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
if(data45.authorized_amount !== undefined){
let data58 = data45.authorized_amount;
if(!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))){
const err166 = {instancePath:instancePath+"/payments/" + i4+"/authorized_amount",schemaPath:"#/properties/payments/items/properties/authorized_amount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.payments.items.properties.authorized_amount.type,parentSchema:schema12.properties.payments.items.properties.authorized_amount,data:data58};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 > 100000000 || isNaN(data58)){
const err167 = {instancePath:instancePath+"/payments/" + i4+"/authorized_amount",schemaPath:"#/properties/payments/items/properties/authorized_amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.payments.items.properties.authorized_amount,data:data58};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if(data58 < 0 || isNaN(data58)){
const err168 = {instancePath:instancePath+"/payments/" + i4+"/authorized_amount",schemaPath:"#/properties/payments/items/properties/authorized_amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.payments.items.properties.authorized_amount,data:data58};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
}
if(data45.expiration !== undefined){
let data59 = data45.expiration;
if(typeof data59 === "string"){
if(!pattern2.test(data59)){
const err169 = {instancePath:instancePath+"/payments/" + i4+"/expiration",schemaPath:"#/properties/payments/items/properties/expiration/pattern",keyword:"pattern",params:{pattern: "^(0[1-9]|1[0-2])/?[0-9]{2}$"},message:"must match pattern \""+"^(0[1-9]|1[0-2])/?[0-9]{2}$"+"\"",schema:"^(0[1-9]|1[0-2])/?[0-9]{2}$",parentSchema:schema12.properties.payments.items.properties.expiration,data:data59};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
else {
const err170 = {instancePath:instancePath+"/payments/" + i4+"/expiration",schemaPath:"#/properties/payments/items/properties/expiration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.expiration.type,parentSchema:schema12.properties.payments.items.properties.expiration,data:data59};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
if(data45.paid_at !== undefined){
let data60 = data45.paid_at;
if(typeof data60 === "string"){
if(!(formats12.validate(data60))){
const err171 = {instancePath:instancePath+"/payments/" + i4+"/paid_at",schemaPath:"#/properties/payments/items/properties/paid_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema12.properties.payments.items.properties.paid_at,data:data60};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
else {
const err172 = {instancePath:instancePath+"/payments/" + i4+"/paid_at",schemaPath:"#/properties/payments/items/properties/paid_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.payments.items.properties.paid_at.type,parentSchema:schema12.properties.payments.items.properties.paid_at,data:data60};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
}
else {
const err173 = {instancePath:instancePath+"/payments/" + i4,schemaPath:"#/properties/payments/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.payments.items.type,parentSchema:schema12.properties.payments.items,data:data45};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
}
else {
const err174 = {instancePath:instancePath+"/payments",schemaPath:"#/properties/payments/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.payments.type,parentSchema:schema12.properties.payments,data:data44};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
let data61 = data.refunds;
if(Array.isArray(data61)){
if(data61.length > 50){
const err175 = {instancePath:instancePath+"/refunds",schemaPath:"#/properties/refunds/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema12.properties.refunds,data:data61};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
const len5 = data61.length;
for(let i5=0; i5<len5; i5++){
let data62 = data61[i5];
if(data62 && typeof data62 == "object" && !Array.isArray(data62)){
if(data62.payment === undefined){
const err176 = {instancePath:instancePath+"/refunds/" + i5,schemaPath:"#/properties/refunds/items/required",keyword:"required",params:{missingProperty: "payment"},message:"must have required property '"+"payment"+"'",schema:schema12.properties.refunds.items.required,parentSchema:schema12.properties.refunds.items,data:data62};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
if(data62.amount === undefined){
const err177 = {instancePath:instancePath+"/refunds/" + i5,schemaPath:"#/properties/refunds/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'",schema:schema12.properties.refunds.items.required,parentSchema:schema12.properties.refunds.items,data:data62};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
if(data62.reason === undefined){
const err178 = {instancePath:instancePath+"/refunds/" + i5,schemaPath:"#/properties/refunds/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'",schema:schema12.properties.refunds.items.required,parentSchema:schema12.properties.refunds.items,data:data62};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
if(data62.employee_id === undefined){
const err179 = {instancePath:instancePath+"/refunds/" + i5,schemaPath:"#/properties/refunds/items/required",keyword:"required",params:{missingProperty: "employee_id"},message:"must have required property '"+"employee_id"+"'",schema:schema12.properties.refunds.items.required,parentSchema:schema12.properties.refunds.items,data:data62};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
if(data62.refunded_at === undefined){
const err180 = {instancePath:instancePath+"/refunds/" + i5,schemaPath:"#/properties/refunds/items/required",keyword:"required",params:{missingProperty: "refunded_at"},message:"must have required property '"+"refunded_at"+"'",schema:schema12.properties.refunds.items.required,parentSchema:schema12.properties.refunds.items,data:data62};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
for(const key7 in data62){
if(!(((((key7 === "payment") || (key7 === "amount")) || (key7 === "reason")) || (key7 === "employee_id")) || (key7 === "refunded_at"))){
const err181 = {instancePath:instancePath+"/refunds/" + i5,schemaPath:"#/properties/refunds/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.refunds.items,data:data62};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
if(data62.payment !== undefined){
let data63 = data62.payment;
if(!(((typeof data63 == "number") && (!(data63 % 1) && !isNaN(data63))) && (isFinite(data63)))){
const err182 = {instancePath:instancePath+"/refunds/" + i5+"/payment",schemaPath:"#/properties/refunds/items/properties/payment/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.refunds.items.properties.payment.type,parentSchema:schema12.properties.refunds.items.properties.payment,data:data63};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
if((typeof data63 == "number") && (isFinite(data63))){
if(data63 < 0 || isNaN(data63)){
const err183 = {instancePath:instancePath+"/refunds/" + i5+"/payment",schemaPath:"#/properties/refunds/items/properties/payment/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.refunds.items.properties.payment,data:data63};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
}
if(data62.amount !== undefined){
let data64 = data62.amount;
if(!(((typeof data64 == "number") && (!(data64 % 1) && !isNaN(data64))) && (isFinite(data64)))){
const err184 = {instancePath:instancePath+"/refunds/" + i5+"/amount",schemaPath:"#/properties/refunds/items/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.refunds.items.properties.amount.type,parentSchema:schema12.properties.refunds.items.properties.amount,data:data64};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
if((typeof data64 == "number") && (isFinite(data64))){
if(data64 > 100000000 || isNaN(data64)){
const err185 = {instancePath:instancePath+"/refunds/" + i5+"/amount",schemaPath:"#/properties/refunds/items/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema12.properties.refunds.items.properties.amount,data:data64};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
if(data64 < 1 || isNaN(data64)){
const err186 = {instancePath:instancePath+"/refunds/" + i5+"/amount",schemaPath:"#/properties/refunds/items/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.refunds.items.properties.amount,data:data64};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
}
if(data62.reason !== undefined){
let data65 = data62.reason;
if(typeof data65 === "string"){
if(func2(data65) > 200){
const err187 = {instancePath:instancePath+"/refunds/" + i5+"/reason",schemaPath:"#/properties/refunds/items/properties/reason/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema12.properties.refunds.items.properties.reason,data:data65};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
if(func2(data65) < 1){
const err188 = {instancePath:instancePath+"/refunds/" + i5+"/reason",schemaPath:"#/properties/refunds/items/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.refunds.items.properties.reason,data:data65};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
else {
const err189 = {instancePath:instancePath+"/refunds/" + i5+"/reason",schemaPath:"#/properties/refunds/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.refunds.items.properties.reason.type,parentSchema:schema12.properties.refunds.items.properties.reason,data:data65};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
if(data62.employee_id !== undefined){
let data66 = data62.employee_id;
if(typeof data66 === "string"){
if(!(formats0.test(data66))){
const err190 = {instancePath:instancePath+"/refunds/" + i5+"/employee_id",schemaPath:"#/properties/refunds/items/properties/employee_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.refunds.items.properties.employee_id,data:data66};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
else {
const err191 = {instancePath:instancePath+"/refunds/" + i5+"/employee_id",schemaPath:"#/properties/refunds/items/properties/employee_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.refunds.items.properties.employee_id.type,parentSchema:schema12.properties.refunds.items.properties.employee_id,data:data66};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
if(data62.refunded_at !== undefined){
let data67 = data62.refunded_at;
if(typeof data67 === "string"){
if(!(formats12.validate(data67))){
const err192 = {instancePath:instancePath+"/refunds/" + i5+"/refunded_at",schemaPath:"#/properties/refunds/items/properties/refunded_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema12.properties.refunds.items.properties.refunded_at,data:data67};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
else {
const err193 = {instancePath:instancePath+"/refunds/" + i5+"/refunded_at",schemaPath:"#/properties/refunds/items/properties/refunded_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.refunds.items.properties.refunded_at.type,parentSchema:schema12.properties.refunds.items.properties.refunded_at,data:data67};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
}
else {
const err194 = {instancePath:instancePath+"/refunds/" + i5,schemaPath:"#/properties/refunds/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.refunds.items.type,parentSchema:schema12.properties.refunds.items,data:data62};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
}
else {
const err195 = {instancePath:instancePath+"/refunds",schemaPath:"#/properties/refunds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.refunds.type,parentSchema:schema12.properties.refunds,data:data61};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
let data68 = data.ratings;
if(Array.isArray(data68)){
if(data68.length > 500){
const err196 = {instancePath:instancePath+"/ratings",schemaPath:"#/properties/ratings/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items",schema:500,parentSchema:schema12.properties.ratings,data:data68};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
const len6 = data68.length;
for(let i6=0; i6<len6; i6++){
let data69 = data68[i6];
if(data69 && typeof data69 == "object" && !Array.isArray(data69)){
if(data69.menu_item_id === undefined){
const err197 = {instancePath:instancePath+"/ratings/" + i6,schemaPath:"#/properties/ratings/items/required",keyword:"required",params:{missingProperty: "menu_item_id"},message:"must have required property '"+"menu_item_id"+"'",schema:schema12.properties.ratings.items.required,parentSchema:schema12.properties.ratings.items,data:data69};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
if(data69.rating === undefined){
const err198 = {instancePath:instancePath+"/ratings/" + i6,schemaPath:"#/properties/ratings/items/required",keyword:"required",params:{missingProperty: "rating"},message:"must have required property '"+"rating"+"'",schema:schema12.properties.ratings.items.required,parentSchema:schema12.properties.ratings.items,data:data69};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
if(data69.rated_at === undefined){
const err199 = {instancePath:instancePath+"/ratings/" + i6,schemaPath:"#/properties/ratings/items/required",keyword:"required",params:{missingProperty: "rated_at"},message:"must have required property '"+"rated_at"+"'",schema:schema12.properties.ratings.items.required,parentSchema:schema12.properties.ratings.items,data:data69};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
for(const key8 in data69){
if(!((((key8 === "menu_item_id") || (key8 === "rating")) || (key8 === "comment")) || (key8 === "rated_at"))){
const err200 = {instancePath:instancePath+"/ratings/" + i6,schemaPath:"#/properties/ratings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema12.properties.ratings.items,data:data69};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
if(data69.menu_item_id !== undefined){
let data70 = data69.menu_item_id;
if(typeof data70 === "string"){
if(!(formats0.test(data70))){
const err201 = {instancePath:instancePath+"/ratings/" + i6+"/menu_item_id",schemaPath:"#/properties/ratings/items/properties/menu_item_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema12.properties.ratings.items.properties.menu_item_id,data:data70};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
}
else {
const err202 = {instancePath:instancePath+"/ratings/" + i6+"/menu_item_id",schemaPath:"#/properties/ratings/items/properties/menu_item_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.ratings.items.properties.menu_item_id.type,parentSchema:schema12.properties.ratings.items.properties.menu_item_id,data:data70};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
if(data69.rating !== undefined){
let data71 = data69.rating;
if(!(((typeof data71 == "number") && (!(data71 % 1) && !isNaN(data71))) && (isFinite(data71)))){
const err203 = {instancePath:instancePath+"/ratings/" + i6+"/rating",schemaPath:"#/properties/ratings/items/properties/rating/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.ratings.items.properties.rating.type,parentSchema:schema12.properties.ratings.items.properties.rating,data:data71};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
if((typeof data71 == "number") && (isFinite(data71))){
if(data71 > 5 || isNaN(data71)){
const err204 = {instancePath:instancePath+"/ratings/" + i6+"/rating",schemaPath:"#/properties/ratings/items/properties/rating/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5},message:"must be <= 5",schema:5,parentSchema:schema12.properties.ratings.items.properties.rating,data:data71};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
if(data71 < 1 || isNaN(data71)){
const err205 = {instancePath:instancePath+"/ratings/" + i6+"/rating",schemaPath:"#/properties/ratings/items/properties/rating/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema12.properties.ratings.items.properties.rating,data:data71};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
}
if(data69.comment !== undefined){
let data72 = data69.comment;
if(typeof data72 === "string"){
if(func2(data72) > 500){
const err206 = {instancePath:instancePath+"/ratings/" + i6+"/comment",schemaPath:"#/properties/ratings/items/properties/comment/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema12.properties.ratings.items.properties.comment,data:data72};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
if(func2(data72) < 1){
const err207 = {instancePath:instancePath+"/ratings/" + i6+"/comment",schemaPath:"#/properties/ratings/items/properties/comment/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema12.properties.ratings.items.properties.comment,data:data72};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
else {
const err208 = {instancePath:instancePath+"/ratings/" + i6+"/comment",schemaPath:"#/properties/ratings/items/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.ratings.items.properties.comment.type,parentSchema:schema12.properties.ratings.items.properties.comment,data:data72};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
if(data69.rated_at !== undefined){
let data73 = data69.rated_at;
if(typeof data73 === "string"){
if(!(formats12.validate(data73))){
const err209 = {instancePath:instancePath+"/ratings/" + i6+"/rated_at",schemaPath:"#/properties/ratings/items/properties/rated_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema12.properties.ratings.items.properties.rated_at,data:data73};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
else {
const err210 = {instancePath:instancePath+"/ratings/" + i6+"/rated_at",schemaPath:"#/properties/ratings/items/properties/rated_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.ratings.items.properties.rated_at.type,parentSchema:schema12.properties.ratings.items.properties.rated_at,data:data73};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
}
else {
const err211 = {instancePath:instancePath+"/ratings/" + i6,schemaPath:"#/properties/ratings/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.ratings.items.type,parentSchema:schema12.properties.ratings.items,data:data69};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
}
else {
const err212 = {instancePath:instancePath+"/ratings",schemaPath:"#/properties/ratings/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema12.properties.ratings.type,parentSchema:schema12.properties.ratings,data:data68};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
else {
const err213 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

export const validateDeviceCustomerLookup = validate12;
const schema13 = {"$id":"device-customer-lookup","title":"DeviceCustomerLookup","description":"A search of the store's customers by phone, e-mail or name, whatever the accents and case (POST /api/devices/customers/lookup); answered a page at a time.","type":"object","additionalProperties":false,"required":["q"],"properties":{"q":{"type":"string","minLength":2,"maxLength":100,"description":"Part of a name, an e-mail or a phone (its digits, whatever the separators)."},"page":{"type":"integer","minimum":0,"maximum":1000,"default":0},"per_page":{"type":"integer","minimum":1,"maximum":25,"default":10}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device-customer-lookup" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.page === undefined){
data.page = 0;
}
if(data.per_page === undefined){
data.per_page = 10;
}
if(data.q === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "q"},message:"must have required property '"+"q"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "q") || (key0 === "page")) || (key0 === "per_page"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.q !== undefined){
let data0 = data.q;
if(typeof data0 === "string"){
if(func2(data0) > 100){
const err2 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema13.properties.q,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func2(data0) < 2){
const err3 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters",schema:2,parentSchema:schema13.properties.q,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/q",schemaPath:"#/properties/q/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.q.type,parentSchema:schema13.properties.q,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data1 = data.page;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.page.type,parentSchema:schema13.properties.page,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 1000 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema13.properties.page,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema13.properties.page,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
let data2 = data.per_page;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.per_page.type,parentSchema:schema13.properties.per_page,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 25 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 25},message:"must be <= 25",schema:25,parentSchema:schema13.properties.per_page,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema13.properties.per_page,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

export const validateDeviceGiftCardBalance = validate13;
const schema14 = {"$id":"device-gift-card-balance","title":"DeviceGiftCardBalance","description":"A gift card's balance asked by its number (POST /api/devices/gift-cards/balance); the answer names the card by its last four digits only.","type":"object","additionalProperties":false,"required":["gift_card_number"],"properties":{"gift_card_number":{"description":"A gift card's whole number, 8 to 19 digits: the server finds the card by its keyed hash and never keeps or answers it whole.","type":"string","pattern":"^[0-9]{8,19}$"}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device-gift-card-balance" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.gift_card_number === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "gift_card_number"},message:"must have required property '"+"gift_card_number"+"'",schema:schema14.required,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "gift_card_number")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.gift_card_number !== undefined){
let data0 = data.gift_card_number;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err2 = {instancePath:instancePath+"/gift_card_number",schemaPath:"#/properties/gift_card_number/pattern",keyword:"pattern",params:{pattern: "^[0-9]{8,19}$"},message:"must match pattern \""+"^[0-9]{8,19}$"+"\"",schema:"^[0-9]{8,19}$",parentSchema:schema14.properties.gift_card_number,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/gift_card_number",schemaPath:"#/properties/gift_card_number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.properties.gift_card_number.type,parentSchema:schema14.properties.gift_card_number,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

export const validateDeviceKitchenResend = validate14;
const schema15 = {"$id":"device-kitchen-resend","title":"DeviceKitchenResend","description":"A check, or one line of it, sent to the kitchen again by an employee (POST /api/devices/kitchen-resends).","type":"object","additionalProperties":false,"required":["id","check_id","employee_id","resent_at"],"properties":{"id":{"type":"string","format":"uuid","description":"Chosen by the device; a retry sends it again."},"check_id":{"type":"string","format":"uuid"},"check_item_id":{"type":"string","format":"uuid","description":"The line resent; the whole check when left out."},"employee_id":{"type":"string","format":"uuid"},"quantity":{"type":"integer","minimum":1,"maximum":9999,"description":"How many were made again: the line's quantity (or 1 for a whole check) when left out."},"reason":{"type":"string","minLength":1,"maxLength":200},"resent_at":{"type":"string","format":"date-time"}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device-kitchen-resend" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema15.required,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.check_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "check_id"},message:"must have required property '"+"check_id"+"'",schema:schema15.required,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.employee_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "employee_id"},message:"must have required property '"+"employee_id"+"'",schema:schema15.required,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.resent_at === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resent_at"},message:"must have required property '"+"resent_at"+"'",schema:schema15.required,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "id") || (key0 === "check_id")) || (key0 === "check_item_id")) || (key0 === "employee_id")) || (key0 === "quantity")) || (key0 === "reason")) || (key0 === "resent_at"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema15.properties.id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.id.type,parentSchema:schema15.properties.id,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.check_id !== undefined){
let data1 = data.check_id;
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
const err7 = {instancePath:instancePath+"/check_id",schemaPath:"#/properties/check_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema15.properties.check_id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/check_id",schemaPath:"#/properties/check_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.check_id.type,parentSchema:schema15.properties.check_id,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.check_item_id !== undefined){
let data2 = data.check_item_id;
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
const err9 = {instancePath:instancePath+"/check_item_id",schemaPath:"#/properties/check_item_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema15.properties.check_item_id,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/check_item_id",schemaPath:"#/properties/check_item_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.check_item_id.type,parentSchema:schema15.properties.check_item_id,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.employee_id !== undefined){
let data3 = data.employee_id;
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
const err11 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema15.properties.employee_id,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.employee_id.type,parentSchema:schema15.properties.employee_id,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.quantity !== undefined){
let data4 = data.quantity;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err13 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema15.properties.quantity.type,parentSchema:schema15.properties.quantity,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 9999 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999",schema:9999,parentSchema:schema15.properties.quantity,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema15.properties.quantity,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.reason !== undefined){
let data5 = data.reason;
if(typeof data5 === "string"){
if(func2(data5) > 200){
const err16 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema15.properties.reason,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func2(data5) < 1){
const err17 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema15.properties.reason,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.reason.type,parentSchema:schema15.properties.reason,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.resent_at !== undefined){
let data6 = data.resent_at;
if(typeof data6 === "string"){
if(!(formats12.validate(data6))){
const err19 = {instancePath:instancePath+"/resent_at",schemaPath:"#/properties/resent_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema15.properties.resent_at,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/resent_at",schemaPath:"#/properties/resent_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema15.properties.resent_at.type,parentSchema:schema15.properties.resent_at,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema15.type,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

export const validateDevicePaidOut = validate15;
const schema16 = {"$id":"device-paid-out","title":"DevicePaidOut","description":"Cash paid out of the drawer (POST /api/devices/paid-outs).","type":"object","additionalProperties":false,"required":["id","paid_out_id","amount","employee_id","paid_at"],"properties":{"id":{"type":"string","format":"uuid"},"paid_out_id":{"type":"string","format":"uuid"},"amount":{"type":"integer","minimum":1,"maximum":100000000},"employee_id":{"type":"string","format":"uuid"},"approved_by":{"type":"string","format":"uuid"},"comment":{"type":"string","minLength":1,"maxLength":500},"paid_at":{"type":"string","format":"date-time"}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device-paid-out" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.paid_out_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paid_out_id"},message:"must have required property '"+"paid_out_id"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.amount === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.employee_id === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "employee_id"},message:"must have required property '"+"employee_id"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.paid_at === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paid_at"},message:"must have required property '"+"paid_at"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "id") || (key0 === "paid_out_id")) || (key0 === "amount")) || (key0 === "employee_id")) || (key0 === "approved_by")) || (key0 === "comment")) || (key0 === "paid_at"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema16.properties.id,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.id.type,parentSchema:schema16.properties.id,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.paid_out_id !== undefined){
let data1 = data.paid_out_id;
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
const err8 = {instancePath:instancePath+"/paid_out_id",schemaPath:"#/properties/paid_out_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema16.properties.paid_out_id,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/paid_out_id",schemaPath:"#/properties/paid_out_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.paid_out_id.type,parentSchema:schema16.properties.paid_out_id,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.amount !== undefined){
let data2 = data.amount;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema16.properties.amount.type,parentSchema:schema16.properties.amount,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 100000000 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema16.properties.amount,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema16.properties.amount,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.employee_id !== undefined){
let data3 = data.employee_id;
if(typeof data3 === "string"){
if(!(formats0.test(data3))){
const err13 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema16.properties.employee_id,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.employee_id.type,parentSchema:schema16.properties.employee_id,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.approved_by !== undefined){
let data4 = data.approved_by;
if(typeof data4 === "string"){
if(!(formats0.test(data4))){
const err15 = {instancePath:instancePath+"/approved_by",schemaPath:"#/properties/approved_by/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema16.properties.approved_by,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/approved_by",schemaPath:"#/properties/approved_by/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.approved_by.type,parentSchema:schema16.properties.approved_by,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.comment !== undefined){
let data5 = data.comment;
if(typeof data5 === "string"){
if(func2(data5) > 500){
const err17 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema16.properties.comment,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func2(data5) < 1){
const err18 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema16.properties.comment,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.comment.type,parentSchema:schema16.properties.comment,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.paid_at !== undefined){
let data6 = data.paid_at;
if(typeof data6 === "string"){
if(!(formats12.validate(data6))){
const err20 = {instancePath:instancePath+"/paid_at",schemaPath:"#/properties/paid_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema16.properties.paid_at,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/paid_at",schemaPath:"#/properties/paid_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema16.properties.paid_at.type,parentSchema:schema16.properties.paid_at,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema16.type,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

export const validateDevicePrintJobDone = validate16;
const schema17 = {"$id":"device-print-job-done","title":"DevicePrintJobDone","description":"How a print job went (POST /api/devices/print-jobs/:id/done).","type":"object","additionalProperties":false,"required":["printed"],"properties":{"printed":{"type":"boolean"}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device-print-job-done" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.printed === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "printed"},message:"must have required property '"+"printed"+"'",schema:schema17.required,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "printed")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.printed !== undefined){
let data0 = data.printed;
if(typeof data0 !== "boolean"){
const err2 = {instancePath:instancePath+"/printed",schemaPath:"#/properties/printed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema17.properties.printed.type,parentSchema:schema17.properties.printed,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema17.type,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

export const validateDevicePrintJobParams = validate17;
const schema18 = {"$id":"device-print-job-params","title":"DevicePrintJobParams","description":"The print job a device reports on, in the path of /api/devices/print-jobs/:id/done.","type":"object","required":["id"],"properties":{"id":{"type":"string","format":"uuid"}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device-print-job-params" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema18.required,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err1 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema18.properties.id,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema18.properties.id.type,parentSchema:schema18.properties.id,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema18.type,parentSchema:schema18,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

export const validateDeviceShift = validate18;
const schema19 = {"$id":"device-shift","title":"DeviceShift","description":"A shift and its cash drawer (POST /api/devices/shifts): the opening, and later the same shift with its adjustments, closing bank and close.","type":"object","additionalProperties":false,"required":["id","employee_id","opened_at","starting_bank"],"properties":{"id":{"type":"string","format":"uuid"},"employee_id":{"type":"string","format":"uuid"},"opened_at":{"type":"string","format":"date-time"},"closed_at":{"type":"string","format":"date-time"},"starting_bank":{"type":"integer","minimum":0,"maximum":100000000,"description":"The drawer's starting bank, in cents."},"closing_bank":{"type":"integer","minimum":0,"maximum":100000000},"adjustments":{"description":"Cash put in (positive) or taken out (negative) during the shift.","type":"array","maxItems":200,"default":[],"items":{"title":"DeviceShiftAdjustment","type":"object","additionalProperties":false,"required":["amount","reason","at"],"properties":{"amount":{"type":"integer","minimum":-100000000,"maximum":100000000,"not":{"const":0}},"reason":{"type":"string","minLength":1,"maxLength":200},"at":{"type":"string","format":"date-time"}}}}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device-shift" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.adjustments === undefined){
data.adjustments = [];
}
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema19.required,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.employee_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "employee_id"},message:"must have required property '"+"employee_id"+"'",schema:schema19.required,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.opened_at === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "opened_at"},message:"must have required property '"+"opened_at"+"'",schema:schema19.required,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.starting_bank === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "starting_bank"},message:"must have required property '"+"starting_bank"+"'",schema:schema19.required,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "id") || (key0 === "employee_id")) || (key0 === "opened_at")) || (key0 === "closed_at")) || (key0 === "starting_bank")) || (key0 === "closing_bank")) || (key0 === "adjustments"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema19.properties.id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.id.type,parentSchema:schema19.properties.id,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.employee_id !== undefined){
let data1 = data.employee_id;
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
const err7 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema19.properties.employee_id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.employee_id.type,parentSchema:schema19.properties.employee_id,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.opened_at !== undefined){
let data2 = data.opened_at;
if(typeof data2 === "string"){
if(!(formats12.validate(data2))){
const err9 = {instancePath:instancePath+"/opened_at",schemaPath:"#/properties/opened_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema19.properties.opened_at,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/opened_at",schemaPath:"#/properties/opened_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.opened_at.type,parentSchema:schema19.properties.opened_at,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.closed_at !== undefined){
let data3 = data.closed_at;
if(typeof data3 === "string"){
if(!(formats12.validate(data3))){
const err11 = {instancePath:instancePath+"/closed_at",schemaPath:"#/properties/closed_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema19.properties.closed_at,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/closed_at",schemaPath:"#/properties/closed_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.closed_at.type,parentSchema:schema19.properties.closed_at,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.starting_bank !== undefined){
let data4 = data.starting_bank;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err13 = {instancePath:instancePath+"/starting_bank",schemaPath:"#/properties/starting_bank/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema19.properties.starting_bank.type,parentSchema:schema19.properties.starting_bank,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100000000 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/starting_bank",schemaPath:"#/properties/starting_bank/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema19.properties.starting_bank,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/starting_bank",schemaPath:"#/properties/starting_bank/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema19.properties.starting_bank,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.closing_bank !== undefined){
let data5 = data.closing_bank;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err16 = {instancePath:instancePath+"/closing_bank",schemaPath:"#/properties/closing_bank/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema19.properties.closing_bank.type,parentSchema:schema19.properties.closing_bank,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 100000000 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/closing_bank",schemaPath:"#/properties/closing_bank/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema19.properties.closing_bank,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/closing_bank",schemaPath:"#/properties/closing_bank/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema19.properties.closing_bank,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
let data6 = data.adjustments;
if(Array.isArray(data6)){
if(data6.length > 200){
const err19 = {instancePath:instancePath+"/adjustments",schemaPath:"#/properties/adjustments/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema19.properties.adjustments,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.amount === undefined){
const err20 = {instancePath:instancePath+"/adjustments/" + i0,schemaPath:"#/properties/adjustments/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'",schema:schema19.properties.adjustments.items.required,parentSchema:schema19.properties.adjustments.items,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7.reason === undefined){
const err21 = {instancePath:instancePath+"/adjustments/" + i0,schemaPath:"#/properties/adjustments/items/required",keyword:"required",params:{missingProperty: "reason"},message:"must have required property '"+"reason"+"'",schema:schema19.properties.adjustments.items.required,parentSchema:schema19.properties.adjustments.items,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data7.at === undefined){
const err22 = {instancePath:instancePath+"/adjustments/" + i0,schemaPath:"#/properties/adjustments/items/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'",schema:schema19.properties.adjustments.items.required,parentSchema:schema19.properties.adjustments.items,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key1 in data7){
if(!(((key1 === "amount") || (key1 === "reason")) || (key1 === "at"))){
const err23 = {instancePath:instancePath+"/adjustments/" + i0,schemaPath:"#/properties/adjustments/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema19.properties.adjustments.items,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data7.amount !== undefined){
let data8 = data7.amount;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err24 = {instancePath:instancePath+"/adjustments/" + i0+"/amount",schemaPath:"#/properties/adjustments/items/properties/amount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema19.properties.adjustments.items.properties.amount.type,parentSchema:schema19.properties.adjustments.items.properties.amount,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const _errs21 = errors;
const _errs22 = errors;
if(0 !== data8){
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var valid4 = _errs22 === errors;
if(valid4){
const err26 = {instancePath:instancePath+"/adjustments/" + i0+"/amount",schemaPath:"#/properties/adjustments/items/properties/amount/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema19.properties.adjustments.items.properties.amount.not,parentSchema:schema19.properties.adjustments.items.properties.amount,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 100000000 || isNaN(data8)){
const err27 = {instancePath:instancePath+"/adjustments/" + i0+"/amount",schemaPath:"#/properties/adjustments/items/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema19.properties.adjustments.items.properties.amount,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data8 < -100000000 || isNaN(data8)){
const err28 = {instancePath:instancePath+"/adjustments/" + i0+"/amount",schemaPath:"#/properties/adjustments/items/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: -100000000},message:"must be >= -100000000",schema:-100000000,parentSchema:schema19.properties.adjustments.items.properties.amount,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data7.reason !== undefined){
let data9 = data7.reason;
if(typeof data9 === "string"){
if(func2(data9) > 200){
const err29 = {instancePath:instancePath+"/adjustments/" + i0+"/reason",schemaPath:"#/properties/adjustments/items/properties/reason/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema19.properties.adjustments.items.properties.reason,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func2(data9) < 1){
const err30 = {instancePath:instancePath+"/adjustments/" + i0+"/reason",schemaPath:"#/properties/adjustments/items/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema19.properties.adjustments.items.properties.reason,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/adjustments/" + i0+"/reason",schemaPath:"#/properties/adjustments/items/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.adjustments.items.properties.reason.type,parentSchema:schema19.properties.adjustments.items.properties.reason,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data7.at !== undefined){
let data10 = data7.at;
if(typeof data10 === "string"){
if(!(formats12.validate(data10))){
const err32 = {instancePath:instancePath+"/adjustments/" + i0+"/at",schemaPath:"#/properties/adjustments/items/properties/at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema19.properties.adjustments.items.properties.at,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/adjustments/" + i0+"/at",schemaPath:"#/properties/adjustments/items/properties/at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.adjustments.items.properties.at.type,parentSchema:schema19.properties.adjustments.items.properties.at,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/adjustments/" + i0,schemaPath:"#/properties/adjustments/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.properties.adjustments.items.type,parentSchema:schema19.properties.adjustments.items,data:data7};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/adjustments",schemaPath:"#/properties/adjustments/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema19.properties.adjustments.type,parentSchema:schema19.properties.adjustments,data:data6};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

export const validateDeviceTimeCard = validate19;
const schema20 = {"$id":"device-time-card","title":"DeviceTimeCard","description":"A time card (POST /api/devices/time-cards): the clock-in, and later the same card with its clock-out and breaks.","type":"object","additionalProperties":false,"required":["id","employee_id","clock_in"],"properties":{"id":{"type":"string","format":"uuid","description":"Chosen by the device when the employee clocks in; the clock-out sends it again."},"employee_id":{"type":"string","format":"uuid"},"clock_in":{"type":"string","format":"date-time"},"clock_out":{"type":"string","format":"date-time"},"breaks":{"type":"array","maxItems":20,"default":[],"items":{"title":"DeviceTimeCardBreak","type":"object","additionalProperties":false,"required":["break_in","break_out"],"properties":{"break_in":{"type":"string","format":"date-time"},"break_out":{"type":"string","format":"date-time"}}}}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="device-time-card" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.breaks === undefined){
data.breaks = [];
}
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema20.required,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.employee_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "employee_id"},message:"must have required property '"+"employee_id"+"'",schema:schema20.required,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.clock_in === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "clock_in"},message:"must have required property '"+"clock_in"+"'",schema:schema20.required,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "id") || (key0 === "employee_id")) || (key0 === "clock_in")) || (key0 === "clock_out")) || (key0 === "breaks"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema20.properties.id,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.id.type,parentSchema:schema20.properties.id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.employee_id !== undefined){
let data1 = data.employee_id;
if(typeof data1 === "string"){
if(!(formats0.test(data1))){
const err6 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema20.properties.employee_id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.employee_id.type,parentSchema:schema20.properties.employee_id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.clock_in !== undefined){
let data2 = data.clock_in;
if(typeof data2 === "string"){
if(!(formats12.validate(data2))){
const err8 = {instancePath:instancePath+"/clock_in",schemaPath:"#/properties/clock_in/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema20.properties.clock_in,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/clock_in",schemaPath:"#/properties/clock_in/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.clock_in.type,parentSchema:schema20.properties.clock_in,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.clock_out !== undefined){
let data3 = data.clock_out;
if(typeof data3 === "string"){
if(!(formats12.validate(data3))){
const err10 = {instancePath:instancePath+"/clock_out",schemaPath:"#/properties/clock_out/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema20.properties.clock_out,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/clock_out",schemaPath:"#/properties/clock_out/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.clock_out.type,parentSchema:schema20.properties.clock_out,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
let data4 = data.breaks;
if(Array.isArray(data4)){
if(data4.length > 20){
const err12 = {instancePath:instancePath+"/breaks",schemaPath:"#/properties/breaks/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items",schema:20,parentSchema:schema20.properties.breaks,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.break_in === undefined){
const err13 = {instancePath:instancePath+"/breaks/" + i0,schemaPath:"#/properties/breaks/items/required",keyword:"required",params:{missingProperty: "break_in"},message:"must have required property '"+"break_in"+"'",schema:schema20.properties.breaks.items.required,parentSchema:schema20.properties.breaks.items,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.break_out === undefined){
const err14 = {instancePath:instancePath+"/breaks/" + i0,schemaPath:"#/properties/breaks/items/required",keyword:"required",params:{missingProperty: "break_out"},message:"must have required property '"+"break_out"+"'",schema:schema20.properties.breaks.items.required,parentSchema:schema20.properties.breaks.items,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data5){
if(!((key1 === "break_in") || (key1 === "break_out"))){
const err15 = {instancePath:instancePath+"/breaks/" + i0,schemaPath:"#/properties/breaks/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema20.properties.breaks.items,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.break_in !== undefined){
let data6 = data5.break_in;
if(typeof data6 === "string"){
if(!(formats12.validate(data6))){
const err16 = {instancePath:instancePath+"/breaks/" + i0+"/break_in",schemaPath:"#/properties/breaks/items/properties/break_in/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema20.properties.breaks.items.properties.break_in,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/breaks/" + i0+"/break_in",schemaPath:"#/properties/breaks/items/properties/break_in/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.breaks.items.properties.break_in.type,parentSchema:schema20.properties.breaks.items.properties.break_in,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.break_out !== undefined){
let data7 = data5.break_out;
if(typeof data7 === "string"){
if(!(formats12.validate(data7))){
const err18 = {instancePath:instancePath+"/breaks/" + i0+"/break_out",schemaPath:"#/properties/breaks/items/properties/break_out/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema20.properties.breaks.items.properties.break_out,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/breaks/" + i0+"/break_out",schemaPath:"#/properties/breaks/items/properties/break_out/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.breaks.items.properties.break_out.type,parentSchema:schema20.properties.breaks.items.properties.break_out,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/breaks/" + i0,schemaPath:"#/properties/breaks/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.properties.breaks.items.type,parentSchema:schema20.properties.breaks.items,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/breaks",schemaPath:"#/properties/breaks/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema20.properties.breaks.type,parentSchema:schema20.properties.breaks,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.type,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}
