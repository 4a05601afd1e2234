import type { Language } from '../../kernel/language.ts';

/** Error wording of the order module, in each shop language; merged into ERROR_MESSAGES. */
export const ORDER_MESSAGES = {
  /**
   * One message whether the number does not exist, belongs to someone else or the email does not
   * match (§7.6 order/search), so the answer never tells a stranger which orders exist.
   */
  ORDER_NOT_FOUND: {
    en: 'We could not find an order with these details. Please check the order number and the email address.',
    fr: 'Aucune commande ne correspond à ces informations. Veuillez vérifier le numéro de commande et l’adresse e-mail.',
    ar: 'لم نعثر على طلب بهذه البيانات. يرجى التحقق من رقم الطلب وعنوان البريد الإلكتروني.',
  },
  ORDER_EMAIL_REQUIRED: {
    en: 'Please enter the email address used for the order, or sign in.',
    fr: 'Veuillez saisir l’adresse e-mail utilisée pour la commande, ou vous connecter.',
    ar: 'يرجى إدخال عنوان البريد الإلكتروني المستخدم في الطلب، أو تسجيل الدخول.',
  },
  ORDER_STATUS_CONFLICT: {
    en: 'This order can no longer be changed in this way.',
    fr: 'Cette commande ne peut plus être modifiée de cette façon.',
    ar: 'لم يعد من الممكن تعديل هذا الطلب بهذه الطريقة.',
  },
  /** Issue 34 item 5: past the shopper's window, or already being prepared. */
  ORDER_CANCEL_CLOSED: {
    en: 'Order {number} can no longer be cancelled here: it is already being prepared. Please contact customer care.',
    fr: 'La commande {number} ne peut plus être annulée ici : elle est déjà en préparation. Veuillez contacter le service client.',
    ar: 'لم يعد من الممكن إلغاء الطلب {number} من هنا، فهو قيد التجهيز. يُرجى التواصل مع خدمة العملاء.',
  },
  /** Issue 34 item 6: not delivered yet, already returned, or past the return window. */
  RETURN_CLOSED: {
    en: 'Order {number} cannot be returned here: returns are accepted for {days} days after delivery. Please contact customer care.',
    fr: 'La commande {number} ne peut pas être retournée ici : les retours sont acceptés pendant {days} jours après la livraison. Veuillez contacter le service client.',
    ar: 'لا يمكن إرجاع الطلب {number} من هنا، إذ تُقبل المرتجعات خلال {days} يوماً من التوصيل. يُرجى التواصل مع خدمة العملاء.',
  },
  RETURN_LINE_UNKNOWN: {
    en: 'Item {sku} is not part of order {number}.',
    fr: 'L’article {sku} ne fait pas partie de la commande {number}.',
    ar: 'المنتج {sku} ليس ضمن الطلب {number}.',
  },
  /** More units than were bought, less those already in a return. */
  RETURN_QUANTITY_EXCEEDED: {
    en: 'You can return at most {max} of item {sku}.',
    fr: 'Vous pouvez retourner au plus {max} exemplaire(s) de l’article {sku}.',
    ar: 'يمكنك إرجاع {max} قطعة كحد أقصى من المنتج {sku}.',
  },
  RETURN_NOT_FOUND: {
    en: 'There is no return {reference}.',
    fr: 'Il n’existe aucun retour {reference}.',
    ar: 'لا يوجد مرتجع بالرقم {reference}.',
  },
  /** A second receipt of one return: it was refunded once already. */
  RETURN_ALREADY_RECEIVED: {
    en: 'Return {reference} has already been received and refunded.',
    fr: 'Le retour {reference} a déjà été reçu et remboursé.',
    ar: 'تم استلام المرتجع {reference} ورد مبلغه من قبل.',
  },
  ORDER_CARRIER_UNKNOWN: {
    en: 'Unknown carrier “{carrier}”.',
    fr: 'Transporteur inconnu « {carrier} ».',
    ar: 'شركة الشحن «{carrier}» غير معروفة.',
  },
  ORDER_TRACKING_INVALID: {
    en: '“{trackingNumber}” is not a {carrier} tracking number.',
    fr: '« {trackingNumber} » n’est pas un numéro de suivi {carrier}.',
    ar: '«{trackingNumber}» ليس رقم تتبع صالحاً لدى {carrier}.',
  },
} as const satisfies Record<string, Record<Language, string>>;
