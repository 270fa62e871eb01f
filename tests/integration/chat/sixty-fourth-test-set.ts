import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Insurance and accidents: okada/taxi driver in Freetown (Krio, SMS), retired widow (formal letters), student injured passenger in Bo (shorthand), shop owner in Kenema with a burnt shop (typos), insurance agent in Freetown (professional), diaspora daughter in London (funeral policy), elderly pedestrian in Makeni (voice typing), market trader in Lungi (Krio mix).
export const SIXTY_FOURTH_TEST_SET: LabelledMessage[] = [
  { message: "gud mornin una", intent: "greeting" },
  {
    message:
      "My car was hit from behind at Congo Cross last month and I have comprehensive cover. I submitted the police report, photos and three quotations from the garage. Six weeks later the insurer says the file is 'under review' and nobody answers my calls. I need a lawyer to push them to pay what the policy says.",
    intent: "area:contract",
  },
  { message: "abeg help, police don hold my papa driver since yesterday for di accident wey happen na Kissy road, dem no gree release am", intent: "urgent" },
  { message: "which insurance company get cheapest third party for keke? i wan buy today", intent: "off-topic" },
  { message: "If the driver of the poda poda I was in had no insurance, can I still claim for my broken arm from anybody?", intent: "legal-question" },
  { message: "wat time u open 2moro", intent: "hours" },
  { message: "di family of di boy wey my okada knock don come my house wit sticks, dem de shout say dem go kill me, I de hide inside now", intent: "safety" },
  {
    message:
      "Dear Sir/Madam, my late husband had a life insurance policy through his employer. His brother has collected the documents from the office and says the money belongs to the family, not to me and the children. I humbly seek your assistance to recover the benefits for my children.",
    intent: "area:family",
  },
  { message: "Pls I want to book appointment to see lawyer about my accident claim, wen u free?", intent: "booking" },
  {
    message:
      "Our container of rice was dropped during offloading at Queen Elizabeth II Quay and half the bags burst. The marine insurer says the damage is not covered because of 'improper packing'. Can your firm take on a cargo claim like this?",
    intent: "area:shipping",
  },
  { message: "wetin I fit rub for swell knee after accident, e de pain me bad", intent: "off-topic" },
  { message: "how many lawyers una get dere", intent: "team" },
  {
    message:
      "I am a taxi driver. Traffic police charged me with dangerous driving after a collision at Lumley roundabout and I have a court date next Tuesday. I am not locked up but I need someone to defend me.",
    intent: "area:criminal",
  },
  {
    message: "They have just taken my son from the shop to CID over a fake insurance certificate, he is in their vehicle now. Please what can we do",
    intent: "urgent",
  },
  { message: "How much una de charge for insurance claim case? I no get plenty money", intent: "knowledge:Fees" },
  {
    message:
      "My shop in Kenema burnt down in January. The insurance paid for the goods but the landlord now says my lease is finish because the building is gone and he want give the plot to another person. I need help with the lease.",
    intent: "area:land",
  },
  {
    message: "Does the insurance company have the right to cancel my fire policy after the fire has happened because I paid the premium two weeks late?",
    intent: "legal-question",
  },
  { message: "Plz send ur phone number", intent: "phone" },
  { message: "Can u help me write CV for insurance agent job at a company in Freetown", intent: "off-topic" },
  {
    message:
      "We are in a dispute with the other driver's insurer over who caused the collision. Both sides want to avoid court. Do you do mediation for this kind of thing?",
    intent: "area:arbitration",
  },
  {
    message: "my broda na driver, police stop am for checkpoint say im insurance sticker fake, dem lock am for Eastern Police since last night",
    intent: "urgent",
  },
  { message: "what kind of cases una de handle?", intent: "services" },
  {
    message:
      "Myself and two friends want to start an insurance brokerage in Freetown. We need help registering the company and preparing the shareholders agreement.",
    intent: "area:business",
  },
  { message: "My wife brodas dem de beat me now now outside because of di life insurance money, pls help", intent: "safety" },
  { message: "Is the office open on Saturday? I work weekdays at the insurance office.", intent: "hours" },
  { message: "wat is ur email adress", intent: "email" },
  { message: "wen di Leone Stars match start today", intent: "off-topic" },
  {
    message: "i am insurance agent for 4 yrs, company sack me last month and refuse to pay my commission for the policies i sell. i wan lawyer for dis",
    intent: "area:contract",
  },
  { message: "As the pedestrian who was hit on the zebra crossing, how much compensation will the court award me for a broken hip?", intent: "legal-question" },
  {
    message: "Soldiers took my uncle to the barracks after his truck hit their vehicle at Wilberforce. Since yesterday we no see am. Help us",
    intent: "urgent",
  },
  { message: "u people speak Mende? my mama wan talk about her insurance matter herself", intent: "knowledge:Languages spoken" },
  {
    message:
      "Good afternoon, I would like to schedule a consultation regarding a funeral policy claim that has been rejected. Any day next week would suit me.",
    intent: "booking",
  },
  {
    message:
      "My papa die for accident last year and insurance pay money. Now my stepmother take all and she say na she alone get am. We na 5 pikin. I need lawyer.",
    intent: "area:family",
  },
  { message: "Pls how I go renew my car insurance sticker online", intent: "off-topic" },
  { message: "Hello good evening", intent: "greeting" },
  {
    message:
      "We chartered a vessel to carry timber to Conakry and the ship ran aground. The owners are claiming against us and the hull insurers are involved. We need shipping lawyers quickly.",
    intent: "area:shipping",
  },
  {
    message: "A crowd is gathering round my car after I hit a small girl at Waterloo, they are breaking the glass and I am locked inside. I am afraid",
    intent: "safety",
  },
  { message: "do u hv female lawyer? i prefer woman for my matter", intent: "team" },
  { message: "insurance", intent: "unknown" },
  {
    message:
      "I been charged for insurance fraud, dem say I make false claim for my car. Bail don grant but trial start next month. I want lawyer for defend me",
    intent: "area:criminal",
  },
  { message: "my third party insurance expire 3 days before accident. am i personally liable to pay for the other man's car?", intent: "legal-question" },
  { message: "Police are at our gate now asking for my husband about the accident, they say they will carry him. What do we do", intent: "urgent" },
  { message: "where una office de? I wan come", intent: "address" },
  {
    message:
      "The insurance company want title deed before they pay for the burnt house but my title deed burn inside the fire. How I go get new one? Need help wit land office",
    intent: "area:land",
  },
  { message: "whats the weather in Bo tomorrow, I want to travel for my uncle funeral", intent: "off-topic" },
  { message: "Is Hawa Turay available? She handled my mother's will before and we need her again for the insurance money.", intent: "attorney:Hawa Turay" },
  { message: "thank you so much for the help", intent: "thanks" },
  {
    message:
      "Our company policy with the insurer has an arbitration clause. They rejected our warehouse claim. We want to start arbitration. Can you represent us?",
    intent: "area:arbitration",
  },
  { message: "can i come see a lawyer on thursday morning about my accident, i was passenger", intent: "booking" },
  { message: "una close by wetin time for evening?", intent: "hours" },
  { message: "di man wey I sell policy to de call me say if I no bring im money e go kill me, e don come my house two times", intent: "safety" },
  {
    message: "Can someone review a motor fleet insurance contract for my transport company before we sign? Some of the exclusion clauses look unfair.",
    intent: "area:contract",
  },
  { message: "how much is a second hand Toyota Corolla in Freetown now", intent: "off-topic" },
  { message: "mi pikin dem hold am na Kissy police station from morning, im okada knock woman, dem say e no go comot until im pay", intent: "urgent" },
  { message: "Can the insurer refuse to pay my funeral policy because my mother died within the first 6 months?", intent: "legal-question" },
  {
    message:
      "My husband was injured in a crash and can no longer drive. Since then he has left the house and refuses to give money for the children. I need help with maintenance.",
    intent: "area:family",
  },
  { message: "Do you accept payment in instalments? The insurance has not paid me and I am not working since the accident.", intent: "knowledge:Fees" },
  {
    message:
      "We run a small insurance agency and the bank wants a guarantee before it gives us a loan. We need help with the banking documents and our company governance.",
    intent: "area:business",
  },
  { message: "Which kinds of matters does your firm take on? I want to know before I explain my own.", intent: "services" },
  { message: "they arrest my brother because e car hit pedestrian, he de Central police cell now, abeg una help", intent: "urgent" },
  { message: "who dey repair basketball court for Bo, our school court don crack", intent: "off-topic" },
  { message: "How can I reach you people? I'm in Bo", intent: "contact" },
  { message: "ok bye", intent: "goodbye" },
  {
    message:
      "My goods from China arrived at the quay with water damage. Customs is holding the rest and the insurer wants a survey report. I need help with the claim.",
    intent: "area:shipping",
  },
  {
    message:
      "Since my husband got the accident payout, he has been beating me every night and says he will kill me if I tell anyone. I am hiding at my sister's house now.",
    intent: "safety",
  },
  { message: "If I was not wearing a seatbelt, will the court reduce what the insurance pays me?", intent: "legal-question" },
  {
    message: "We sell part of our family land for pay hospital bill after Papa accident, but my uncle say di sale no valid. Need lawyer for di land matter.",
    intent: "area:land",
  },
  { message: "pls recommend good panel beater at Wellington, my car door bend", intent: "off-topic" },
  { message: "I want make appointment wit una for Monday, na about di insurance wey no gree pay", intent: "booking" },
  { message: "My driver is in detention at Lumley police since yesterday after the crash, they are asking for money to release him.", intent: "urgent" },
  { message: "whatsapp numba pls", intent: "phone" },
  {
    message:
      "The driver who knocked my daughter ran away. Police have found him and the case is in court. Can your firm help us follow the criminal case as the victim's family?",
    intent: "area:criminal",
  },
  { message: "Is there place to park my car when I come to una office?", intent: "knowledge:Parking" },
  { message: "how to become insurance agent in sierra leone, which exam i go write", intent: "off-topic" },
  {
    message:
      "Me and di other taxi owner agree to settle di accident outside court. We want somebody neutral for sit wit we and write agreement. Una de do dat?",
    intent: "area:arbitration",
  },
  { message: "r u open on public holidays", intent: "hours" },
  {
    message: "I am shareholder for small insurance company in Makeni. The directors no de call AGM and dem no show we account for 3 years. Wetin una fit do?",
    intent: "area:business",
  },
  { message: "wat documents must i bring for di meeting? i get police report and hospital paper", intent: "knowledge:What to bring" },
  { message: "Dem carry my husband go Bo police since Friday because im lorry hit one man. We no see am. Abeg", intent: "urgent" },
  {
    message: "My cousin borrowed my car and crashed it. Is it me or him that the other car's owner can sue, since the insurance is in my name?",
    intent: "legal-question",
  },
  { message: "Please what email can I send my insurance documents to before the meeting?", intent: "email" },
  {
    message: "The okada boys have surrounded the driver who knocked their friend and are beating him on the road at Calaba Town right now, he is my brother",
    intent: "safety",
  },
  { message: "I want to make a will so my life insurance and my house go straight to my children and not my in-laws. Can you help?", intent: "area:family" },
  {
    message:
      "Dear Sir, I wish to arrange a meeting with one of your lawyers concerning a claim for injuries I sustained as a passenger. Kindly advise on available dates.",
    intent: "booking",
  },
  { message: "tenki ya, God bless una", intent: "thanks" },
  { message: "Who are the lawyers in your firm?", intent: "team" },
  {
    message:
      "I hired a car from a rental company and it got stolen. Now the company wants me to pay full price even though I paid for insurance in the rental agreement. I need someone to look at this contract.",
    intent: "area:contract",
  },
  { message: "They just handcuffed my son at the accident scene in Lunsar and pushed him inside the police pickup, please help", intent: "urgent" },
  { message: "How do I get to your office from Lumley? Which street?", intent: "address" },
  {
    message: "We imported generators, the vessel sank near Freetown and the cargo insurer has not answered for 4 months. We want to make a claim.",
    intent: "area:shipping",
  },
  { message: "Is it legal for the insurance agent to keep my premium money and not register my policy?", intent: "legal-question" },
  { message: "Parlez-vous français? My father is from Guinea and he had an accident in Freetown, he prefers French.", intent: "knowledge:Languages spoken" },
  { message: "pls di pipul wey burn my shop don send message say next na my house, I fraid for my life and my pikin dem", intent: "safety" },
  {
    message: "We got an arbitration award against an insurance company last year but they still refuse to pay. We need help enforcing it.",
    intent: "area:arbitration",
  },
  { message: "what are all the ways to contact una? phone, whatsapp, email?", intent: "contact" },
  { message: "Need to talk to a lawyer about my late mum's funeral policy, I'm in London, can we do it by video call?", intent: "booking" },
  {
    message:
      "I was at the wheel when our bus crashed and two passengers died. Police released me on bail but the prosecution is going ahead. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "After the fire, my neighbour moved his fence into my plot while I was rebuilding. Now boundary problem. Please help.", intent: "area:land" },
  { message: "Wetin una de do? I want know if una fit help wit all kind of case", intent: "services" },
  { message: "I wan invest in one insurance company wey de come Sierra Leone from Ghana, need lawyer for check di investment papers", intent: "area:business" },
  { message: "Kushe o! How una de?", intent: "greeting" },
  {
    message:
      "Pls my husband na commercial driver, police hold am since yesterday na Waterloo station after im keke jam pikin. Dem say e go stay until family pay. Wetin we go do",
    intent: "urgent",
  },
  {
    message:
      "Dear Sirs, I took out a comprehensive motor policy in March. After my car was stolen in August, the insurer wrote to me that the policy is void because the car was parked outside overnight. Nothing in my schedule says so. I require legal representation to enforce the policy.",
    intent: "area:contract",
  },
  { message: "Abeg which hospital for Freetown good for broken leg, insurance go pay", intent: "off-topic" },
  { message: "will i win if i sue the bus company? i was passenger and lose 2 teeth", intent: "legal-question" },
  { message: "Na now di man wey jam me wit im car come my house wit im boys, dem de threaten say if I go police dem go finish me", intent: "safety" },
  {
    message:
      "My brother died in a road accident in Kono. He had no will, a wife, two children and a life policy. My mother wants to know how the estate will be handled and we need a lawyer to help the family.",
    intent: "area:family",
  },
  { message: "Wat tym do u close on friday", intent: "hours" },
  { message: "pls book me 4 consultation, car accident, tues or wed", intent: "booking" },
  { message: "my phone no de charge since di accident, screen crack too, who fix phone near Lumley", intent: "off-topic" },
  {
    message:
      "Good day. I am a freight forwarder. A client's vehicle was damaged on board the vessel and the carrier and the insurer are blaming each other. I need help pursuing the cargo claim.",
    intent: "area:shipping",
  },
  {
    message: "police carry my papa go station dis morning, dem say im shop fire na im self start am for collect insurance money. E still de dey",
    intent: "urgent",
  },
  { message: "Can you tell me a bit about your lawyers? Are they senior people or young ones just out of law school?", intent: "team" },
  { message: "Can my insurer refuse a claim just because I did not report the accident to the police within 24 hours?", intent: "legal-question" },
  {
    message:
      "I want to register a company to sell micro-insurance to market women through mobile money. Please help us set up the company and the registration.",
    intent: "area:business",
  },
  { message: "Pls is there somewhere safe to leave a motorbike outside your office? I come with my okada.", intent: "knowledge:Parking" },
  { message: "How do I cancel my car insurance direct debit with my UK bank", intent: "off-topic" },
  {
    message: "My sister's husband has been locked up at the barracks since Sunday after his car hit an army jeep. Nobody will tell us anything",
    intent: "urgent",
  },
  {
    message:
      "Police have invited me for interview next week about the claim I made for my burnt shop. They say it is fraud. I am not arrested but I want a lawyer with me.",
    intent: "area:criminal",
  },
  { message: "Thanks, very helpful", intent: "thanks" },
  {
    message:
      "I bought land with the compensation money from my accident and now somebody else show another conveyance for the same land. Need title search and help.",
    intent: "area:land",
  },
  { message: "Hi, good afternoon from London", intent: "greeting" },
  { message: "my husband collect my insurance money for my injury and now e de slap me and lock me inside, I de use neighbour phone", intent: "safety" },
  { message: "write a short poem for my father's funeral programme, he died in car accident", intent: "off-topic" },
  {
    message:
      "Our transport union wants to settle a long dispute between two companies and their insurers about a fleet crash. Can your firm arrange a mediation?",
    intent: "area:arbitration",
  },
  { message: "Abeg wetin na una phone number, I wan call now", intent: "phone" },
  {
    message: "The pedestrian ran across the highway at night. Am I still responsible for his injuries even though I had third party insurance?",
    intent: "legal-question",
  },
  {
    message: "My employer docked my salary to pay for the company van I crashed even though the van is insured. I want to challenge this with my employer.",
    intent: "area:contract",
  },
  { message: "Abeg come help, police de drag my broda comot house now, dem say na im knock di woman for Kissy Road", intent: "urgent" },
  { message: "email address?? for consult", intent: "email" },
  {
    message:
      "My late mother's funeral policy paid out to my auntie instead of me, and I was the named beneficiary. I need help getting my mother's estate sorted.",
    intent: "area:family",
  },
  {
    message: "Hello, I'm in Manchester. I'd like to book a time to speak with a lawyer about my dad's accident in Freetown. Evenings UK time work best.",
    intent: "booking",
  },
  { message: "What services do you offer? I need to know before I come.", intent: "services" },
  { message: "how much for a tyre 205/55 r16 for Freetown", intent: "off-topic" },
  {
    message: "For the appointment, should I bring the insurance policy, the claim letters and the hospital receipts? Anything else?",
    intent: "knowledge:What to bring",
  },
  { message: "pls I get one matter", intent: "unknown" },
  {
    message:
      "Our insurance company has three directors and one of them keeps taking decisions alone and signing cheques. We need help with governance and the board.",
    intent: "area:business",
  },
  { message: "u open 8am?", intent: "hours" },
  { message: "my driver was detained at Lungi police after the airport road crash, he has been there 2 nights. He is diabetic", intent: "urgent" },
  { message: "which is the best car insurance company in Ghana", intent: "off-topic" },
  { message: "Dem wan attack me for market because I be witness to di accident, dem say I no for talk to police. Dem de follow me", intent: "safety" },
  {
    message: "Fishing boat belong to my company collide wit another boat, both boats damage, insurers dem no agree. We need lawyer for di shipping matter",
    intent: "area:shipping",
  },
  { message: "Can my late husband's first wife claim half of his life insurance when I am the one named on the policy?", intent: "legal-question" },
  {
    message: "I was told Christiana Thomas handles employment disputes. Is she the right person for my sacking from the insurance company?",
    intent: "attorney:Christiana Thomas",
  },
  { message: "How can I get in touch with the firm from the US?", intent: "contact" },
  { message: "Landlord wan increase rent after I fix di shop wit my fire insurance money. Lease say 5 years fixed. Help wit lease", intent: "area:land" },
  { message: "Is the first consultation free? And if not how much?", intent: "knowledge:Fees" },
  { message: "I'd like to see a lawyer this Friday please, about a shop fire claim", intent: "booking" },
  { message: "good jokes to cheer up my friend in hospital after accident", intent: "off-topic" },
  {
    message: "Di police don lock my pikin since yesterday say im okada no get insurance and im knock one man. Na Makeni station dem hold am",
    intent: "urgent",
  },
  {
    message:
      "An insurance agent collected premiums from 40 of us traders and disappeared. We reported him to police and we want a lawyer to help push the criminal case.",
    intent: "area:criminal",
  },
  { message: "is it a big firm or just one lawyer?", intent: "team" },
  { message: "Is the office at Siaka Stevens Street still? No 12?", intent: "address" },
  { message: "How much compensation will I get if the accident made me lose my job as a driver?", intent: "legal-question" },
  {
    message: "The insurer has offered a settlement, but we want an independent mediator before we accept. Can you help set that up?",
    intent: "area:arbitration",
  },
  { message: "alright, good night", intent: "goodbye" },
  { message: "salam aleikum", intent: "greeting" },
  {
    message: "Some boys from the area are threatening to burn my car because they say I hit their friend. I am inside my house with the doors locked.",
    intent: "safety",
  },
  { message: "wetin be di price of fuel today", intent: "off-topic" },
  {
    message:
      "Our company supplies spare parts to an insurer's approved garages. The insurer stopped paying our invoices 5 months ago. We need to enforce the supply agreement.",
    intent: "area:contract",
  },
  { message: "they have held my father at the CID since this morning over his company's insurance claim, he is 70 years old", intent: "urgent" },
  {
    message:
      "After my wife died in the crash, her parents took our daughter and refuse to give her back. They say they want the insurance money for her. I need custody.",
    intent: "area:family",
  },
  { message: "Can I park at the front of your building or should I take a taxi?", intent: "knowledge:Parking" },
  { message: "call number for una office pls", intent: "phone" },
  { message: "Are you open during lunch break, like 1pm?", intent: "hours" },
  { message: "I have homework on how insurance premiums are calculated, can you explain it for my class", intent: "off-topic" },
  { message: "Does the taxi owner have the right to take my licence after I crashed his car?", intent: "legal-question" },
  { message: "Do you help people all over Sierra Leone or only Freetown? And what areas of law?", intent: "services" },
  { message: "Abeg make una fix appointment for me wit lawyer, na about di passenger wey injure for my poda poda", intent: "booking" },
  { message: "I'm an insurance agent planning to open my own agency. Can you register the company for me and set it up properly?", intent: "area:business" },
  { message: "Pls my boss don arrest, they put am in cell for Congo Cross since 2 days because of the accident wit the school bus", intent: "urgent" },
  { message: "Thank u ma", intent: "thanks" },
  {
    message: "My in-laws say if I don't hand over my husband's insurance money they will drive me and my children out tonight. They came with machetes.",
    intent: "safety",
  },
  { message: "Cargo of cement arrive short by 300 bags for port. Shipping line refuse, insurer refuse. Help please.", intent: "area:shipping" },
  { message: "Is it safe to travel Freetown to Kenema by night? Road too bad", intent: "off-topic" },
  { message: "Do you have an email? I prefer to write.", intent: "email" },
  {
    message:
      "My son was charged with causing death by careless driving. He was granted bail. We need a good criminal lawyer for his trial in the Magistrate Court.",
    intent: "area:criminal",
  },
  { message: "If the insurance company pays me, can the other driver still take me to court for more?", intent: "legal-question" },
  { message: "Una de speak Temne? Mi papa no sabi English", intent: "knowledge:Languages spoken" },
  { message: "My family land for Hastings, my uncles dem sell part after my papa die for accident. I want title search and stop dem.", intent: "area:land" },
  { message: "Which landmark near your office? I get lost easily", intent: "address" },
  { message: "police dey my house now, dem wan take my wife because di car wey knock di pikin na im name e de", intent: "urgent" },
  { message: "When can I meet one of your lawyers? Need to discuss insurance claim for warehouse fire", intent: "booking" },
  { message: "pls una de open Sunday after church?", intent: "hours" },
  { message: "Best way to reach you guys? I'm in the provinces, network bad", intent: "contact" },
  {
    message:
      "We are a Guinean company. Our dispute with a Sierra Leonean insurer over a lost shipment is going to arbitration under the policy. We need counsel for the arbitration.",
    intent: "area:arbitration",
  },
  { message: "wetin I go carry come when I de come see lawyer? I get only di police paper", intent: "knowledge:What to bring" },
  { message: "Wey lawyer dem una get? Dem plenty?", intent: "team" },
  { message: "My policy says 'act of God' is excluded. The flood pushed my car into the gutter. Can they use that to refuse me?", intent: "legal-question" },
  { message: "Apart from court cases, what else can your firm help with? Contracts, papers?", intent: "services" },
  { message: "My son dey for police cell na Bo since Saturday, dem say im crash im friend car and no insurance. Dem no charge am yet", intent: "urgent" },
  { message: "Di pipul dem for di area don block me for road after my keke touch one old man, dem de hit me now, somebody de film", intent: "safety" },
  {
    message:
      "I took in my nephew after his parents died in the Masiaka highway crash. Their insurance payout is being held and we need to complete the adoption and guardianship papers properly.",
    intent: "area:family",
  },
  { message: "Could I get an appointment for next Monday at 10? Regarding a third party claim.", intent: "booking" },
  {
    message: "di garage repair my car for di insurance job but dem de hold my car, say insurance no pay dem balance. Na me sign di job card. Need lawyer.",
    intent: "area:contract",
  },
  {
    message:
      "Dear Madam/Sir, our marine policy covers goods in transit from Antwerp to Freetown. The insurer disputes the General Average contribution demanded by the vessel owners. We seek your firm's assistance.",
    intent: "area:shipping",
  },
  {
    message:
      "Bank don refuse to release our loan until our company take insurance through dia own broker. We need lawyer for di banking matter for we company.",
    intent: "area:business",
  },
  {
    message:
      "Our rented warehouse flooded and the landlord says the lease makes us responsible for repairs, but the building insurance was his. Need the lease looked at.",
    intent: "area:land",
  },
  {
    message: "After the accident, the other driver accused me of assault because I grabbed his shirt. Now I have a summons to court. Please defend me.",
    intent: "area:criminal",
  },
  {
    message: "Me and my business partner no agree how to share di insurance money after our shop fire. We no want court. Una fit mediate?",
    intent: "area:arbitration",
  },
  {
    message:
      "Good afternoon. My uncle Pa Sorie was taken by the police in Makeni this morning after his car knocked down a cyclist. He is still at the station. Please what should we do?",
    intent: "urgent",
  },
  { message: "how much insurance companies de charge for comprehensive on Hiace bus dis year", intent: "off-topic" },
  {
    message:
      "Good day, I am buying a house at Goderich and the bank says I must insure it and show clean title. I need a lawyer for the conveyancing and title search.",
    intent: "area:land",
  },
  { message: "my mother die 2 weeks after she pay last premium of funeral policy. now dem say policy lapse. dem fit do dat?", intent: "legal-question" },
  { message: "hey there", intent: "greeting" },
  { message: "Di man wey my taxi jam im car don pull knife for me here na Lumley, e de shout, people de hold am. I fraid", intent: "safety" },
  {
    message:
      "I made a written agreement with a man to drive my taxi and pay me weekly. He crashed it, there was no insurance cover because he had no licence, and now he refuses to pay. I want to enforce the agreement.",
    intent: "area:contract",
  },
  { message: "what time una de open for mornin, I wan reach before traffic", intent: "hours" },
  {
    message: "My husband left me after our accident and I want a divorce. He also took the insurance money for the car that was in both our names.",
    intent: "area:family",
  },
  { message: "pls can I get appointment today afternoon?", intent: "booking" },
  { message: "Who won the Premier League game last night", intent: "off-topic" },
  {
    message: "Ambulance took the injured man, but police took my driver and they are keeping him in the cell at Hill Station since yesterday.",
    intent: "urgent",
  },
  {
    message:
      "We are a group of investors from Nigeria wanting to buy 30% of a local insurance company. We need legal due diligence and help with the investment approval.",
    intent: "area:business",
  },
  { message: "Is my employer liable for my injuries if the company bus had no insurance?", intent: "legal-question" },
  { message: "wetin be di name dem of una lawyers?", intent: "team" },
  {
    message:
      "My boat carrying passengers to Banana Island capsized. Nobody died, but the passengers want compensation and my insurer is not responding. I need a shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message: "Please, my brother-in-law has been threatening to kill me since I refused to share the life insurance. He just called again and said tonight.",
    intent: "safety",
  },
  { message: "legal aid available? im poor widow, insurance refuse pay", intent: "knowledge:Fees" },
  { message: "My mama get high BP since di accident news, wetin she fit drink", intent: "off-topic" },
  { message: "Na now police de put my papa inside dem vehicle for Kenema market, dem say na im start di shop fire. Abeg help", intent: "urgent" },
  {
    message: "I want to appeal my conviction for reckless driving. The magistrate fined me and suspended my licence but the other driver was at fault.",
    intent: "area:criminal",
  },
  { message: "Is +232 76 123 456 your correct number? It is not going through", intent: "phone" },
  {
    message:
      "Dear Sir, I am an insurance agent. My principal company and I have a dispute over commissions after they terminated my agency. Our agency agreement refers disputes to arbitration. Please advise whether you can act for me.",
    intent: "area:arbitration",
  },
  { message: "Wat is consult email", intent: "email" },
  { message: "I want Ibrahim Jalloh for my son's case, is he still working with you?", intent: "attorney:Ibrahim Jalloh" },
  { message: "my son is in a cell at Waterloo police since last night after a crash. they beat him there", intent: "urgent" },
  { message: "how do I get a copy of my driver licence from SLRSA, I lost it in the accident", intent: "off-topic" },
  { message: "Can the hospital keep my brother there until the insurance pays the bill?", intent: "legal-question" },
  { message: "What types of legal help does Kamara and Associates provide?", intent: "services" },
  {
    message:
      "Fire destroy my shop wey de on my family land. My brodas say I no get right to rebuild because na family property. We need lawyer for di family land case.",
    intent: "area:land",
  },
  { message: "I would like to book a consultation for my mother, she was hit by a car while crossing. She can come on Wednesday.", intent: "booking" },
  { message: "Can I speak Krio with the lawyer? My English is not strong", intent: "knowledge:Languages spoken" },
  {
    message:
      "The insurance company I worked for as an underwriter is refusing to give me my end of service benefits. My contract says I'm entitled after 5 years. Help.",
    intent: "area:contract",
  },
  { message: "how to make jollof rice for 100 people for my brother funeral on saturday", intent: "off-topic" },
  { message: "I need all your contact details, phone and email please.", intent: "contact" },
  { message: "hmm ok so", intent: "unknown" },
  {
    message:
      "Some men came to my office today and threatened me because I refused to approve a fake claim. They said they know where my children go to school.",
    intent: "safety",
  },
  {
    message: "Please help with the probate of my father's estate. He died in a crash and left a will, a house and a life insurance. The executor is very slow.",
    intent: "area:family",
  },
  {
    message: "Police stopped my tanker on the Masiaka road and soldiers took my driver to the barracks since yesterday after the crash. We cannot see him.",
    intent: "urgent",
  },
  { message: "hours of business pls", intent: "hours" },
  { message: "My insurance renewal letter came, how do I pay it with Orange Money?", intent: "off-topic" },
  { message: "If the okada rider did not have a helmet, can his family still claim the full amount from my insurance?", intent: "legal-question" },
  { message: "our company want to change the directors for our insurance company and amend articles. need help filing with OARG", intent: "area:business" },
  { message: "Can I come in to discuss my claim with a lawyer? What day works?", intent: "booking" },
  { message: "hello madam", intent: "greeting" },
  { message: "Parking at the office? Siaka Stevens street is always packed", intent: "knowledge:Parking" },
  {
    message: "They have taken my brother from the hospital bed to the police station, he was the driver in the crash and still has bandages. Please help.",
    intent: "urgent",
  },
  {
    message:
      "Our reefer container of fish lost power on the vessel and the whole cargo spoiled. We need help claiming from the carrier and the cargo insurers.",
    intent: "area:shipping",
  },
  { message: "I'm hiding in a shop at Kissy. A mob says I hit a boy with my car. They're outside shouting. Please!", intent: "safety" },
  { message: "can you tell me bus times from Freetown to Kambia?", intent: "off-topic" },
  {
    message: "Insurance company and me don agree for settle by mediation. I need lawyer for represent me for di mediation sitting.",
    intent: "area:arbitration",
  },
  { message: "Can you list your lawyers and what each one does?", intent: "team" },
  { message: "is ur email info@kamarachambers.sl? I send message no reply", intent: "email" },
  { message: "Who is responsible if a police vehicle hit me, can I sue the government?", intent: "legal-question" },
  {
    message: "I'm accused of bribing a police officer to change an accident report. I have been charged and I'm on bail. I need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "thanks a lot, I appreciate", intent: "thanks" },
  { message: "Help my husband is in police detention since 2 days for Kenema after accident, no food no visit", intent: "urgent" },
  { message: "Which part of Freetown are you? I'm coming from Waterloo", intent: "address" },
  { message: "pls how I go check my Orange airtime balance", intent: "off-topic" },
  {
    message:
      "My sister died and her husband is refusing to pay for her funeral even though she had a funeral policy naming him. We need a lawyer to help sort her estate and make sure the children get support.",
    intent: "area:family",
  },
  { message: "How do una charge, per hour or one time payment?", intent: "knowledge:Fees" },
  { message: "I need meeting wit lawyer tomorrow morning pls. For insurance wey reject my claim.", intent: "booking" },
  { message: "Is it true that third party insurance doesn't cover passengers in my own car?", intent: "legal-question" },
  {
    message: "Our insurer requires a survey of our farmland boundary for crop cover but my neighbour disputes the pillar. Need lawyer for the boundary.",
    intent: "area:land",
  },
  { message: "My sister don arrest for Lungi airport because di car she hire crash wit police car. Dem hold am now", intent: "urgent" },
  { message: "my okada chain de cut every time, wetin fit fix am", intent: "off-topic" },
  { message: "Pls I want draft contract for my drivers. If dem crash, who pay? I want everything written wit insurance terms.", intent: "area:contract" },
  { message: "When are you open next? I saw you closed today.", intent: "hours" },
  {
    message: "Me mama de for house alone and di pipul wey im pikin knock wit car de throw stone for di window now now. We fraid dem go enter.",
    intent: "safety",
  },
  { message: "What are your practice areas?", intent: "services" },
  { message: "Wich languages una lawyers de tok?", intent: "knowledge:Languages spoken" },
  { message: "Do I need to bring my ID card and passport photo to see a lawyer?", intent: "knowledge:What to bring" },
  { message: "Police came for my son at his school because his taxi hit a woman yesterday. They took him to Congo Cross. He's 19", intent: "urgent" },
  {
    message: "Our broker company's shareholders agreement says a shareholder who leaves must sell his shares. One partner left and refuses. Help us.",
    intent: "area:business",
  },
  { message: "Can I still claim after 2 years if I was in hospital all that time after the crash?", intent: "legal-question" },
  {
    message: "The police have given my brother a date to appear in court for driving without insurance and licence. He needs a lawyer to stand for him.",
    intent: "area:criminal",
  },
  { message: "What's the easiest way to reach a lawyer at your firm? Phone, WhatsApp, email - which works best?", intent: "contact" },
  { message: "see u later", intent: "goodbye" },
  { message: "is the road to Bo open today? heard of accident at Mile 91", intent: "off-topic" },
  {
    message:
      "The harbour crane dropped our imported vehicle at the quay. Port authority says call insurer. Insurer says it's the port's fault. Need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "pls, the driver who hit me is now following me home every day and saying I should drop the case or he will hurt me", intent: "safety" },
  { message: "Can I book a session for me and my sister together? We were both in the accident.", intent: "booking" },
  {
    message: "Two insurance companies are co-insuring our factory and disagree on how to split the payment. We want a neutral mediation. Can you handle it?",
    intent: "area:arbitration",
  },
  { message: "My funeral policy say di money go to 'spouse'. We de live together 10 years but no married. I get right?", intent: "legal-question" },
  { message: "Dem take mi uncle from im house for Kono dis morning, CID say na insurance fraud, dem carry am go Koidu", intent: "urgent" },
  {
    message:
      "My husband was killed by a lorry. I am pregnant, and his family wants to take the children and the compensation. Please help me with custody and the estate.",
    intent: "area:family",
  },
  { message: "How many partners and associates does the firm have?", intent: "team" },
  { message: "Are you open till 5 on Fridays too?", intent: "hours" },
  {
    message:
      "Our microfinance company wants to partner with an insurer to sell credit-life cover to borrowers. We need the partnership agreement and regulatory approvals handled.",
    intent: "area:business",
  },
  { message: "tanx o", intent: "thanks" },
  {
    message: "Charterer has not paid hire and our vessel was damaged during their charter. P&I club involved. Need help with the charter party claim.",
    intent: "area:shipping",
  },
  { message: "I want to voice note una, which number get whatsapp?", intent: "phone" },
  {
    message:
      "I leased my house to a tenant who caused a fire by illegal wiring. The insurer won't pay because of the tenant. I want to end the lease and recover my property.",
    intent: "area:land",
  },
  { message: "i need to ask somtin", intent: "unknown" },
  {
    message:
      "My transport company had a contract with an insurer for fleet cover. They won't renew and refuse to refund the unused premium. Need help enforcing.",
    intent: "area:contract",
  },
  { message: "Can you help with all legal stuff or specific things only?", intent: "services" },
  {
    message:
      "Our bus conductor has been charged with stealing from injured passengers at the crash scene. The company wants a lawyer to defend him; he says he was only helping.",
    intent: "area:criminal",
  },
  { message: "Can you send me directions to the office? I'm coming by keke from Kissy.", intent: "address" },
  { message: "Hi, I want to schedule a call with a lawyer this week about a third-party claim for my car.", intent: "booking" },
  {
    message: "The family of the pedestrian and my insurer want to settle out of court. Can your firm do the mediation between them?",
    intent: "area:arbitration",
  },
  { message: "bye for now", intent: "goodbye" },
  {
    message: "One man report me to police say I hit am and run. Dem give me bail but e lie, I no de dere dat day. I need lawyer for court.",
    intent: "area:criminal",
  },
  { message: "Please police don hold my wife for Bo since morning after her car knock pikin near school. Dem no allow we see am", intent: "urgent" },
  { message: "how can I block my stolen phone, they took it at the accident scene", intent: "off-topic" },
  { message: "Is it the bus owner or the driver who must pay me for my injury? The driver says it's not him", intent: "legal-question" },
  { message: "Dem de beat my pikin now for junction because im okada hit one woman, abeg send somebody", intent: "safety" },
  {
    message:
      "Dear Sir, I should be grateful if you would arrange an appointment for me to discuss a claim against my late husband's insurers. I am available any weekday morning.",
    intent: "booking",
  },
  {
    message: "I am 74 and I want to put my funeral policy and my small house in a will so my children don't fight after I'm gone. Help me draft it.",
    intent: "area:family",
  },
  { message: "wat time does ur office open n close", intent: "hours" },
  { message: "I wan buy land for build new shop after di fire, but I want check if di land clean first. Pls do title search.", intent: "area:land" },
  { message: "wetin be good name for my new keke business", intent: "off-topic" },
  {
    message:
      "Soldiers at the checkpoint took my driver and his apprentice to Benguema barracks because our truck scratched their jeep, they are there since last night",
    intent: "urgent",
  },
  {
    message: "Our canoe cargo of palm oil was lost at sea going to Bonthe. We paid insurance through a broker. Insurer says canoe not seaworthy. Need help.",
    intent: "area:shipping",
  },
  { message: "Do you have lawyers who have been doing this for over 20 years? Who is most senior?", intent: "team" },
  { message: "Can my insurer increase my premium because I made a claim? Is that allowed by law?", intent: "legal-question" },
  {
    message:
      "I bought a car on hire purchase and the contract says I must insure it. The car was written off in a crash, the insurer paid only part to the finance company, and they still want all my payments. I need a lawyer for this contract.",
    intent: "area:contract",
  },
  { message: "Good day sir", intent: "greeting" },
  { message: "I will drive from Lungi by ferry, is there parking by your building?", intent: "knowledge:Parking" },
  { message: "Which football club plays at National Stadium this weekend?", intent: "off-topic" },
  { message: "My fada dey inside cell for Kenema since two days now, dem say e burn im own shop for insurance money. E old man, e sick", intent: "urgent" },
  {
    message: "We want to form a mutual insurance cooperative for okada riders in Makeni. Need help with the registration and the rules.",
    intent: "area:business",
  },
  {
    message: "I am a claims officer. The family of a rejected claimant is standing outside my house with cutlasses right now. Please I need help.",
    intent: "safety",
  },
  {
    message: "The insurance regulator suggested mediation for my claim dispute. I want a lawyer to represent me in the mediation.",
    intent: "area:arbitration",
  },
  { message: "If I crash while using my private car as a taxi, will the insurance still cover it?", intent: "legal-question" },
  { message: "Do you have a landline or only mobile?", intent: "phone" },
  { message: "which car better for taxi work, Toyota or Hyundai", intent: "off-topic" },
  {
    message: "My son was convicted for dangerous driving and sentenced to 2 years. We think the trial was unfair. Can you handle the appeal?",
    intent: "area:criminal",
  },
  { message: "Hi, what do you guys do exactly?", intent: "services" },
  { message: "My husband has been detained at Aberdeen police station since yesterday. The accident wasn't his fault. He has not eaten.", intent: "urgent" },
  { message: "How do I book an appointment? Can I do it here on chat?", intent: "booking" },
  { message: "What should I bring to my first consultation?", intent: "knowledge:What to bring" },
  {
    message:
      "My grandmother's funeral policy and her bank account are all with my uncle and he refuses to share with her other children. We need a family lawyer.",
    intent: "area:family",
  },
  { message: "what should I say in a eulogy for my friend who died in an accident", intent: "off-topic" },
  { message: "?", intent: "unknown" },
  {
    message:
      "The government wants to take our land for road widening after the many accidents there. The compensation offered is too small. We need a land lawyer.",
    intent: "area:land",
  },
  { message: "my boyfriend took my accident compensation and when I asked he choked me. I'm scared he will come back tonight", intent: "safety" },
  {
    message:
      "Our company signed a service contract with a tracking company that promised to recover stolen vehicles for our insurance. They failed and the car is gone. We want to claim under the contract.",
    intent: "area:contract",
  },
  { message: "Police wan carry my broda now now, dem de knock di door, say na im car hit di man last week", intent: "urgent" },
  { message: "Una de work during Ramadan same hours?", intent: "hours" },
  {
    message: "The other driver's insurer is offering me Le 5,000 for my car repair but the garage says Le 20,000. Do I have to accept?",
    intent: "legal-question",
  },
  { message: "can i email una? wetin be di adres", intent: "email" },
  { message: "Pls teach me how to change tyre", intent: "off-topic" },
  { message: "Is your team made of Sierra Leonean lawyers only?", intent: "team" },
  {
    message: "Vessel we charter delay 3 weeks for QEII Quay because of customs. Our goods spoil. Insurer and charterer de blame each other.",
    intent: "area:shipping",
  },
  { message: "Is Adama Koroma still at the firm? Someone said they are good at settling disputes with insurers.", intent: "attorney:Adama Koroma" },
  { message: "Goodbye and have a nice day", intent: "goodbye" },
  { message: "Je suis en Guinée, how can I contact your office from Conakry?", intent: "contact" },
  { message: "they took my nephew away in handcuffs after the funeral today, saying he forged the insurance policy papers. Where do we go?", intent: "urgent" },
  { message: "Does a passenger who was drunk have the right to claim?", intent: "legal-question" },
  {
    message: "Our company wants to open a branch of a Ghanaian insurance company in Freetown. We need help with the foreign investment registration.",
    intent: "area:business",
  },
  { message: "how much is a bag of cement in Kenema now, rebuilding shop after fire", intent: "off-topic" },
  {
    message: "Please the boys of the area say they will burn me inside my house because my truck killed their friend. They are gathering outside now.",
    intent: "safety",
  },
  { message: "Abeg I wan see lawyer Thursday, for my papa accident case", intent: "booking" },
  { message: "We have a dispute with a foreign insurer and the policy says London arbitration. Can you represent us in it?", intent: "area:arbitration" },
  { message: "A police officer hit my car and the police charged ME. I have court on Monday. Need a criminal lawyer to defend me.", intent: "area:criminal" },
  { message: "Thank you for the information.", intent: "thanks" },
  { message: "Mi broda don lock up for Port Loko police since Monday, dem say im poda poda no get insurance", intent: "urgent" },
  { message: "best insurance agent job pay in Freetown?", intent: "off-topic" },
  { message: "My boss gives me time off at 4pm, will I still meet someone at the office by 4:30?", intent: "hours" },
  { message: "Can they deduct the cost of my old tyres from what the insurance pays? Is that fair in law?", intent: "legal-question" },
  {
    message: "I'm in the UK, my mum died in Freetown. She had a funeral policy and land. My siblings and I want to start letters of administration. Need help.",
    intent: "area:family",
  },
  { message: "Do you take a percentage from the compensation instead of paying fees first?", intent: "knowledge:Fees" },
  { message: "Hello, I want to know which cases your firm can handle for me", intent: "services" },
  { message: "pls", intent: "unknown" },
  {
    message: "Di lease for my shop say I must insure di building. Landlord never insure, now fire happen, e want me pay. Need lawyer for lease.",
    intent: "area:land",
  },
  { message: "They have locked up my okada rider since Saturday at Tongo police after the crash, he is 17 years", intent: "urgent" },
  {
    message: "Since the funeral, my in-laws keep coming to beat me for the policy documents. They came again now and I ran to the neighbour's.",
    intent: "safety",
  },
  { message: "What is the exchange rate pound to leone today, sending money for funeral", intent: "off-topic" },
  { message: "I'd like to book a consultation regarding a marine claim. Can we meet at your office next week?", intent: "booking" },
  { message: "Di insurer refuse pay for my shop fire, dem say na electrical fault and dat no cover. I wan lawyer for fight am.", intent: "area:contract" },
  { message: "wetin be una number? mine no get credit, I go flash", intent: "phone" },
  { message: "How long has your team of lawyers been practising?", intent: "team" },
  { message: "can u recommend a good tailor in Kissy, I need black suit for funeral", intent: "off-topic" },
  { message: "Is parking free near you or must I pay?", intent: "knowledge:Parking" },
  {
    message: "Our outboard engine cargo was stolen from a container at the port. Insurer says theft not covered on port premises. Need maritime lawyer.",
    intent: "area:shipping",
  },
  { message: "hi una", intent: "greeting" },
  {
    message: "Please my brother is detained at Makeni police since Wednesday, they want him to pay money to the dead man's family before release.",
    intent: "urgent",
  },
  { message: "How long do I have to make a claim against the other driver?", intent: "legal-question" },
  {
    message: "We are shareholders in an insurance broker and the MD took money from clients' premiums. We want to remove him and protect the company.",
    intent: "area:business",
  },
  { message: "I de go now, a go come back later. Bye bye", intent: "goodbye" },
  { message: "pls I de run now, di pikin dem family dey after me wit stick for street", intent: "safety" },
  {
    message:
      "Our farm co-op and the crop insurer have been arguing for a year over drought losses. We'd like to go to arbitration rather than court. Can you take this?",
    intent: "area:arbitration",
  },
  { message: "Should I bring my driving licence and the car papers when I come?", intent: "knowledge:What to bring" },
  { message: "Tenki, una don help me bad", intent: "thanks" },
  { message: "I need consultation ASAP about an insurance claim", intent: "booking" },
  { message: "can a life insurance company refuse to pay because my father hid his diabetes?", intent: "legal-question" },
  { message: "My son is accused of selling fake motor insurance stickers. He's been charged and has bail. Needs defence lawyer.", intent: "area:criminal" },
  { message: "Na police station dem carry my boss since yesterday after im car kill goat and hit di owner. Abeg help", intent: "urgent" },
  { message: "Does anyone there speak Fula? My uncle only speaks Fula and a bit of Krio", intent: "knowledge:Languages spoken" },
  { message: "How do I get in touch?", intent: "contact" },
  { message: "Address pls and what time una close", intent: "address", also: ["hours"] },
  { message: "Is your office open tomorrow? It's Monday", intent: "hours" },
  {
    message:
      "My baby's father died in the crash and his family says the child is not his, to stop her getting the insurance money. I need help proving paternity and claiming for my daughter.",
    intent: "area:family",
  },
  { message: "Could I arrange to meet a lawyer at your Siaka Stevens Street office next Tuesday afternoon?", intent: "booking" },
  {
    message: "Our insurance agency wants to merge with another agency. We need lawyers to handle the merger documents and share transfer.",
    intent: "area:business",
  },
  {
    message: "Ship owner here. Crew member injured on our vessel at the quay, P&I insurer dragging feet, crew threatening to sue. Need shipping counsel.",
    intent: "area:shipping",
  },
  {
    message: "I inherit house from my papa wey die for accident. Di title deed still in im name. I want transfer am to me. Help wit conveyance.",
    intent: "area:land",
  },
  { message: "Can your firm sit as mediator between me and the bus company? Dem want settle my injury claim out of court.", intent: "area:arbitration" },
  {
    message:
      "My employer promised in my contract to give me medical insurance. I got injured at work and found out they never paid the premiums. I want to take action against them.",
    intent: "area:contract",
  },
  { message: "Wetin una firm de do? Me na insurance agent, I wan know if una fit help my clients dem when problem come.", intent: "services" },
];
